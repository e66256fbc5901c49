// The home banner carousel (docs/product.md §2.4): autoplay every 3 s, not stopped by interaction,
// clickable bullets, looping when there are two banners or more. The first banner is a plain image
// from the start; swiper arrives in its own chunk, after the page has loaded, and lays its slides
// over that image, so nothing jumps.
import { memo, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Swiper as SwiperInstance } from 'swiper';
import type { Banner } from '@shared/contract/entities';
import { he } from './he';
import { Img } from '../../ui/Img';
import './BannerCarousel.css';

/** The autoplay delay (docs/product.md §2.4), in milliseconds. */
export const BANNER_DELAY_MS = 3000;

const Slides = memo(function Slides({ banners }: { banners: Banner[] }) {
  return (
    <div className="swiper-wrapper">
      {banners.map((banner, i) => (
        <div key={banner.Id} className="swiper-slide banner-carousel__slide" role="group" aria-roledescription="slide">
          <Img
            src={banner.Url}
            alt={he.homeBannerAlt(i + 1, banners.length)}
            width={1600}
            height={500}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </div>
      ))}
    </div>
  );
});

/**
 * Runs `fn` once the page has loaded and the browser is idle, so the carousel's code never
 * competes with the first banner and the category pictures. Returns a cancel function.
 */
function afterLoadWhenIdle(fn: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(fn, { timeout: 1000 });
    else timer = setTimeout(fn, 100);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(true);
  const many = banners.length > 1;

  useEffect(() => {
    // One banner needs no carousel, so swiper is not even downloaded.
    if (!many) return;
    let cancelled = false;
    const start = () =>
      import('../../ui/swiperLoader')
        .then(({ Swiper, Autoplay, Pagination }) => {
          if (cancelled || !root.current) return;
          swiper.current = new Swiper(root.current, {
            modules: [Autoplay, Pagination],
            loop: true,
            // A bullet pressed while a slide is still moving is not lost.
            loopPreventsSliding: false,
            autoplay: { delay: BANNER_DELAY_MS, disableOnInteraction: false },
            pagination: {
              el: pagination.current,
              clickable: true,
              renderBullet: (index, className) =>
                `<button type="button" class="${className}" aria-label="${he.homeBannerBullet(index + 1)}"></button>`,
            },
          });
          // Swiper has just made its layer visible and put bullets in it: the layer stops being
          // hidden from assistive technology in the same task, so no moment exists in which those
          // bullets can be focused inside a hidden part.
          flushSync(() => setReady(true));
        })
        // Without swiper the first banner simply stays.
        .catch((err: unknown) => console.error('banner carousel failed to load', err));
    const cancelStart = afterLoadWhenIdle(() => void start());
    return () => {
      cancelled = true;
      cancelStart();
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [many]);

  const togglePlay = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  const first = banners[0]!;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={he.homeBannersLabel}>
      {/* The first banner, shown at once; swiper's layer covers it when ready. Swiper's first
          layout (loop mode moves slides) happens while its layer is still hidden, so the page
          sees no layout shift. */}
      <Img
        className="banner-carousel__first"
        src={first.Url}
        alt={he.homeBannerAlt(1, banners.length)}
        aria-hidden={ready || undefined}
        width={1600}
        height={500}
        fetchPriority="high"
      />
      {many && (
        // Until then swiper's layer is inert: hidden from assistive technology and never focused.
        <div ref={root} className="swiper banner-carousel__swiper" inert={!ready}>
          <Slides banners={banners} />
          <div ref={pagination} className="swiper-pagination banner-carousel__pagination" />
        </div>
      )}
      {ready && (
        <button
          type="button"
          className="banner-carousel__toggle"
          aria-label={playing ? he.homeBannersPause : he.homeBannersPlay}
          title={playing ? he.homeBannersPause : he.homeBannersPlay}
          onClick={togglePlay}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            {playing ? (
              <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            ) : (
              <path d="M7 5l12 7-12 7z" fill="currentColor" />
            )}
          </svg>
        </button>
      )}
    </section>
  );
}

/** The space a carousel takes while its banners load, so the page below does not jump. */
export function BannerPlaceholder() {
  return <div className="banner-carousel banner-carousel--placeholder" aria-hidden="true" />;
}
