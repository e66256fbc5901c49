// Colours of the generated pictures: soft backgrounds from a category's hue, product colours from
// a brand's name, so one brand looks alike across its products.
import { hashString } from '../random';

export interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

export const BRAND_GREEN = '#708D57';
export const BRAND_GREEN_DARK = '#4C6339';

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;
}

/** A stable hue for a text. */
export function hueOf(text: string): number {
  return hashString(text) % 360;
}

/** Product colours: the main hue from the brand, the accent from the product line. */
export function productPalette(brand: string, product: string): Palette {
  const hue = hueOf(brand);
  return {
    main: hsl(hue, 52, 46),
    dark: hsl(hue, 48, 28),
    light: hsl(hue, 60, 90),
    accent: hsl(hueOf(product), 68, 56),
  };
}

/** A soft background (two tones) for a hue. */
export function background(hue: number): { base: string; glow: string } {
  return { base: hsl(hue, 42, 96), glow: hsl(hue, 40, 89) };
}

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
