// A picture that falls back to the placeholder when its URL is missing or broken.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import placeholder from '../assets/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null; alt: string };

export function Img({ src, alt, ...rest }: Props) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  const url = !src || broken ? placeholder : src;
  return <img {...rest} src={url} alt={alt} onError={() => setBroken(true)} data-placeholder={url === placeholder || undefined} />;
}
