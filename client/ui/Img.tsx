// A picture that falls back to the placeholder when its URL is missing or broken. A picture the server
// drew may have failed before the app took the page over (its error event then reached no handler):
// once mounted, a picture the browser finished with nothing to show is taken for broken as well.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import placeholder from '../assets/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null; alt: string };

export function Img({ src, alt, ...rest }: Props) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    // Complete with no width: the browser tried and failed (a lazy picture not yet tried is not complete).
    setBroken(Boolean(src) && img !== null && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src);
  }, [src]);
  const url = !src || broken ? placeholder : src;
  return (
    <img {...rest} ref={ref} src={url} alt={alt} onError={() => setBroken(true)} data-placeholder={url === placeholder || undefined} />
  );
}
