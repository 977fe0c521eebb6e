import sharp from 'sharp';
import { connectedComponents, elongation, type Component } from './components';
import type { InsectBox } from '../../../shared/contract/api/insects';

/** The pixels of a picture, RGB, row by row. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface CountResult {
  count: number;
  boxes: InsectBox[];
  width: number;
  height: number;
  /** The board colour estimated from the picture, "#rrggbb". */
  board: string;
}

/** Background cells: small enough to follow uneven light, large enough that insects are a minority in each. */
const CELL = 32;
/** A cell's board brightness is this percentile of its pixels (insects are dark and few). */
const BOARD_PERCENTILE = 0.7;
/** A pixel darker than this share of the local board brightness belongs to an insect. */
const DARK_SHARE = 0.62;
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
/**
 * A region of k insects is counted as k + 1 from k + SPLIT_AT single areas on: above one half,
 * because touching insects share a blurred rim and the gap between them fills in, so a pair
 * covers more than twice one insect's area.
 */
const SPLIT_AT = 0.65;
/** The percentile of region areas taken as a first guess of one insect's area. */
const SINGLE_PERCENTILE = 0.3;
/** Regions below this share of the upper-quartile area are specks, left out of that guess. */
const SPECK_SHARE = 0.25;
/** Pictures wider than this are analysed at this width (boxes are scaled back), which keeps a 1920 px frame well inside the time budget. */
export const WORK_WIDTH = 1280;

/** Brightness that separates a dark insect from a yellow board: red plus green (blue is low on the board). */
const brightness = (data: Uint8Array, i: number) => (data[i] + data[i + 1]) >> 1;

/**
 * The board brightness at every cell: a high percentile of the cell, then a 3x3 median over cells
 * so that a cell crowded with insects takes its neighbours' value.
 */
function boardGrid(img: RawImage) {
  const cols = Math.ceil(img.width / CELL);
  const rows = Math.ceil(img.height / CELL);
  const hist = new Uint32Array(cols * rows * 256);
  for (let y = 0; y < img.height; y++) {
    const base = Math.floor(y / CELL) * cols;
    for (let x = 0; x < img.width; x++) hist[(base + Math.floor(x / CELL)) * 256 + brightness(img.data, (y * img.width + x) * 3)]++;
  }
  const raw = new Float32Array(cols * rows);
  for (let c = 0; c < cols * rows; c++) {
    let total = 0;
    for (let v = 0; v < 256; v++) total += hist[c * 256 + v];
    const target = total * BOARD_PERCENTILE;
    let seen = 0;
    let v = 0;
    for (; v < 255; v++) {
      seen += hist[c * 256 + v];
      if (seen >= target) break;
    }
    raw[c] = v;
  }
  const grid = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const near: number[] = [];
      for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) near.push(raw[rr * cols + cc]);
      }
      near.sort((a, b) => a - b);
      grid[r * cols + c] = near[near.length >> 1];
    }
  }
  return { grid, cols, rows };
}

/** Foreground mask: darker than DARK_SHARE of the board brightness, bilinearly interpolated between cell centres. */
function insectMask(img: RawImage): { mask: Uint8Array; board: string } {
  const { grid, cols, rows } = boardGrid(img);
  const mask = new Uint8Array(img.width * img.height);
  const sum = [0, 0, 0];
  let boardPixels = 0;
  for (let y = 0; y < img.height; y++) {
    const gy = Math.min(Math.max((y + 0.5) / CELL - 0.5, 0), rows - 1);
    const r0 = Math.floor(gy);
    const r1 = Math.min(r0 + 1, rows - 1);
    const fy = gy - r0;
    for (let x = 0; x < img.width; x++) {
      const gx = Math.min(Math.max((x + 0.5) / CELL - 0.5, 0), cols - 1);
      const c0 = Math.floor(gx);
      const c1 = Math.min(c0 + 1, cols - 1);
      const fx = gx - c0;
      const level =
        (grid[r0 * cols + c0] * (1 - fx) + grid[r0 * cols + c1] * fx) * (1 - fy) + (grid[r1 * cols + c0] * (1 - fx) + grid[r1 * cols + c1] * fx) * fy;
      const i = (y * img.width + x) * 3;
      if (brightness(img.data, i) < level * DARK_SHARE) mask[y * img.width + x] = 1;
      else if ((x & 7) === 0 && (y & 7) === 0) {
        sum[0] += img.data[i];
        sum[1] += img.data[i + 1];
        sum[2] += img.data[i + 2];
        boardPixels++;
      }
    }
  }
  const hex = sum.map((s) => Math.round(s / Math.max(boardPixels, 1)).toString(16).padStart(2, '0')).join('');
  return { mask, board: `#${hex}` };
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
};

/**
 * Counts insects on a board picture's pixels: threshold against the locally estimated board
 * colour, connected components, drop specks and hair-like regions, then split touching insects by
 * area (a region's area over the median area of one insect, rounded).
 */
export function countPixels(img: RawImage, scale = 1): CountResult {
  const { mask, board } = insectMask(img);
  const regions = connectedComponents(mask, img.width, img.height).filter(
    (c) => c.area * scale * scale >= MIN_PIXELS && !(elongation(c) > MAX_ELONGATION && c.area / ((c.maxX - c.minX + 1) * (c.maxY - c.minY + 1)) < MIN_FILL),
  );
  // A low percentile of the region areas is one insect even when most regions are touching pairs;
  // the median of the regions near it is then the typical single insect (specks and pairs left out).
  const all = regions.map((c) => c.area).sort((a, b) => a - b);
  const upper = all[Math.floor(all.length * 0.75)] ?? 0;
  const sorted = all.filter((a) => a >= upper * SPECK_SHARE);
  const low = sorted[Math.floor(sorted.length * SINGLE_PERCENTILE)] ?? 0;
  const single = median(sorted.filter((a) => a >= low * 0.6 && a <= low * 1.5)) || low;
  const boxes: InsectBox[] = [];
  for (const c of regions) {
    if (c.area < single * MIN_SHARE) continue;
    const n = Math.max(1, Math.floor(c.area / single + 1 - SPLIT_AT));
    boxes.push(box(c, n, scale));
  }
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
