/**
 * Which pixels of a board picture are insect: darker than a share of the board's own brightness,
 * estimated per cell so that uneven light (a gradient, a vignette, a shadow) moves the threshold
 * with it.
 */

/** The pixels of a picture, RGB, row by row. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Background cells: small enough to follow uneven light, large enough that insects are a minority in each. */
const CELL = 32;
/** A cell's board brightness is this percentile of its pixels (insects are dark and few). */
const BOARD_PERCENTILE = 0.7;
/** A pixel darker than this share of the local board brightness belongs to an insect. */
const DARK_SHARE = 0.62;
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
export function insectMask(img: RawImage): { mask: Uint8Array; board: string } {
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
