// The related-items carousel of the item dialog (docs/product.md §2.7): one slide at a time, two
// from 640 px, three from 768, four from 1024, five from 1280. The slides are laid out the same
// way before swiper arrives (in its own chunk), so nothing moves when it does.
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { RelatedItem } from '@shared/contract/entities';
import { he } from './he';
import { ChevronIcon } from '../../ui/icons';
import { Img } from '../../ui/Img';
import './RelatedItems.css';

/** Slides per view by the window's width (swiper's breakpoints). */
export const RELATED_BREAKPOINTS = {
  640: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
  1024: { slidesPerView: 4 },
  1280: { slidesPerView: 5 },
};
const GAP = 12;

interface Props {
  items: RelatedItem[];
  /** Opens a related item (its own item dialog). */
  onOpen: (itemId: string) => void;
}

const Slides = memo(function Slides({ items, onOpen, onFocusSlide }: Props & { onFocusSlide: (index: number) => void }) {
  return (
    <div className="swiper-wrapper">
      {items.map(({ relatedItemId, related }, i) => (
        <div key={relatedItemId} className="swiper-slide related-item" onFocus={() => onFocusSlide(i)}>
          <Img
            className="related-item__image"
            src={related.pictureUrl}
            alt={related.itemDescription}
            width={200}
            height={200}
            loading="lazy"
          />
          <button type="button" className="related-item__button" onClick={() => onOpen(related.itemId)}>
            {related.itemDescription}
          </button>
        </div>
      ))}
    </div>
  );
});

export function RelatedItems({ items, onOpen }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<{ start: boolean; end: boolean } | null>(null);
  const id = useId();
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    let cancelled = false;
    import('../../ui/swiperLoader')
      .then(({ Swiper }) => {
        if (cancelled || !root.current) return;
        const update = (s: SwiperInstance) => setEdges(s.isLocked ? null : { start: s.isBeginning, end: s.isEnd });
        swiper.current = new Swiper(root.current, {
          slidesPerView: 1,
          spaceBetween: GAP,
          breakpoints: RELATED_BREAKPOINTS,
          watchOverflow: true,
          on: { init: update, slideChange: update, resize: update, breakpoint: update, lock: update, unlock: update },
        });
        update(swiper.current);
      })
      .catch((err: unknown) => console.error('related items carousel failed to load', err));
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, []);

  // A keyboard user tabbing to a hidden slide brings it into view.
  const onFocusSlide = useCallback((index: number) => {
    const s = swiper.current;
    if (!s || !root.current) return;
    root.current.scrollLeft = 0;
    const perView = typeof s.params.slidesPerView === 'number' ? s.params.slidesPerView : 1;
    if (index < s.activeIndex || index >= s.activeIndex + perView) s.slideTo(index);
  }, []);
  const openItem = useCallback((itemId: string) => open.current(itemId), []);

  return (
    <div className="related-items">
      <div ref={root} id={id} className="swiper related-items__swiper">
        <Slides items={items} onOpen={openItem} onFocusSlide={onFocusSlide} />
      </div>
      {edges && (
        <div className="related-items__nav">
          <button
            type="button"
            className="icon-button related-items__arrow related-items__arrow--previous"
            aria-label={he.previous}
            aria-controls={id}
            disabled={edges.start}
            onClick={() => swiper.current?.slidePrev()}
          >
            <ChevronIcon />
          </button>
          <button
            type="button"
            className="icon-button related-items__arrow related-items__arrow--next"
            aria-label={he.next}
            aria-controls={id}
            disabled={edges.end}
            onClick={() => swiper.current?.slideNext()}
          >
            <ChevronIcon />
          </button>
        </div>
      )}
    </div>
  );
}
