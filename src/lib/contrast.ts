/**
 * WCAG 2.1 contrast (1.4.3): the ratio between two colours' relative luminances. Used by the tests
 * that hold the theme's and the big screens' palettes to AA (issue 41), so a colour changed later
 * cannot fall under it unnoticed; the axe walk then only confirms what these already know.
 */

/** An opaque colour, 0..255 a channel. */
export type Rgb = readonly [number, number, number];

/** AA: normal text 4.5:1; large text (24 px, or 18.66 px bold) 3:1. */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGBA = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** '#abc', '#aabbcc', 'rgb(…)' or 'rgba(…)'; an alpha under 1 is laid over `under` (white unless given). */
export function parseColor(css: string, under: Rgb = [255, 255, 255]): Rgb {
  const hex = HEX.exec(css.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgba = RGBA.exec(css.trim());
  if (!rgba) throw new Error(`not a colour: ${css}`);
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  return [1, 2, 3].map((i, k) => Math.round(Number(rgba[i]) * alpha + under[k]! * (1 - alpha))) as unknown as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of a text colour on a background (1..21); a translucent text is laid over the background. */
export function contrastRatio(text: string, background: string | Rgb): number {
  const bg = typeof background === 'string' ? parseColor(background) : background;
  const [a, b] = [luminance(parseColor(text, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
