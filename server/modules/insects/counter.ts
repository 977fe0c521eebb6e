import sharp from 'sharp';
import { elongation, halfWidth, labelComponents, type Component } from './components';
import { insectMask, type RawImage } from './board-mask';
import { regionShape } from './region-shape';
import { regionCounts } from './region-count';
import type { InsectBox } from '../../../shared/contract/api/insects';

export interface CountResult {
  count: number;
  boxes: InsectBox[];
  width: number;
  height: number;
  /** The board colour estimated from the picture, "#rrggbb". */
  board: string;
}

/** Dust and specks: a region smaller than this share of a typical insect is not one. */
const MIN_SHARE = 0.3;
/** Regions this elongated and sparse are hairs, threads or the board's printed lines. */
const MAX_ELONGATION = 6;
const MIN_FILL = 0.2;
/**
 * Absolute floor, in the picture's own pixels: a region smaller than this is noise, JPEG ringing or
 * dust even on a board with no insect to compare it with (an insect a trap camera can show covers more).
 */
const MIN_PIXELS = 50;
/** The percentile of region areas taken as a first guess of one insect's area. */
const SINGLE_PERCENTILE = 0.3;
/** Regions below this share of the upper-quartile area are specks, left out of that guess. */
const SPECK_SHARE = 0.25;
/** Pictures wider than this are analysed at this width (boxes are scaled back), which keeps a 1920 px frame well inside the time budget. */
export const WORK_WIDTH = 1280;

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
};

/**
 * Counts insects on a board picture's pixels: threshold against the locally estimated board
 * colour, connected components, drop specks and hair-like regions, then count each region as one
 * insect unless its shape and area show it is several (region-count.ts).
 */
export function countPixels(img: RawImage, scale = 1): CountResult {
  const { mask, board } = insectMask(img);
  const { components, labels } = labelComponents(mask, img.width, img.height);
  const regions = components.filter(
    (c) => c.area * scale * scale >= MIN_PIXELS && !(elongation(c) > MAX_ELONGATION && c.area / ((c.maxX - c.minX + 1) * (c.maxY - c.minY + 1)) < MIN_FILL),
  );
  // A low percentile of the region areas is one insect even when most regions are touching pairs;
  // the median of the regions near it is then the typical single insect (specks and pairs left out):
  // what a speck is measured against, and one insect on a board where every region looks several.
  const all = regions.map((c) => c.area).sort((a, b) => a - b);
  const upper = all[Math.floor(all.length * 0.75)] ?? 0;
  const sorted = all.filter((a) => a >= upper * SPECK_SHARE);
  const low = sorted[Math.floor(sorted.length * SINGLE_PERCENTILE)] ?? 0;
  const single = median(sorted.filter((a) => a >= low * 0.6 && a <= low * 1.5)) || low;
  const insects = regions.filter((c) => c.area >= single * MIN_SHARE);
  const counts = regionCounts(
    insects.map((c) => ({ area: c.area, shape: regionShape(labels, img.width, c), halfWidth: halfWidth(c) })),
    single,
  );
  const boxes = insects.map((c, i) => box(c, counts[i], scale));
  return { count: boxes.reduce((s, b) => s + b.n, 0), boxes, width: Math.round(img.width * scale), height: Math.round(img.height * scale), board };
}

const box = (c: Component, n: number, scale: number): InsectBox => ({
  x: Math.round(c.minX * scale),
  y: Math.round(c.minY * scale),
  w: Math.round((c.maxX - c.minX + 1) * scale),
  h: Math.round((c.maxY - c.minY + 1) * scale),
  n,
});

/** Decodes a picture (JPEG, PNG, WebP) with sharp and counts it; boxes are in the picture's own pixels. */
export async function countInsects(bytes: Buffer): Promise<CountResult> {
  const meta = await sharp(bytes).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  let pipeline = sharp(bytes).autoOrient().removeAlpha().toColourspace('srgb');
  let scale = 1;
  if (width > WORK_WIDTH) {
    scale = width / WORK_WIDTH;
    pipeline = pipeline.resize({ width: WORK_WIDTH });
  }
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return countPixels({ data, width: info.width, height: info.height }, scale);
}
