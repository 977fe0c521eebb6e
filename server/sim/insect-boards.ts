import sharp from 'sharp';
import { seededRandom } from '../core/seeded-random';

/**
 * Pictures of yellow sticky boards with a known number of insects, for the counting tests, the
 * bench (bench/insect-count.bench.ts) and the simulated trap devices. What makes counting hard on
 * real boards is reproduced on purpose: insects of one species but varied size and orientation,
 * pairs that touch, dust specks smaller than an insect, light that falls off across the board,
 * sensor noise, focus blur and JPEG artefacts.
 */
export interface BoardOptions {
  width?: number;
  height?: number;
  /** How many insects to draw; drawn at random when left out. */
  count?: number;
  seed?: number;
  /** Gaussian blur sigma (0 = sharp focus); drawn at random when left out. */
  blur?: number;
}

export interface Board {
  jpeg: Buffer;
  count: number;
  width: number;
  height: number;
  /** The centre of every insect drawn, for tests that check the boxes. */
  insects: { x: number; y: number }[];
}

const DEFAULT_SIZE = { width: 1920, height: 1080 };
const COUNT_RANGE = [5, 120] as const;
/** Share of insects drawn as the second of a touching pair. */
const PAIR_SHARE = 0.15;
const BOARD_RGB = [236, 214, 48] as const;
const JPEG_QUALITY = 85;

export interface Blob {
  x: number;
  y: number;
  /** Half length and half width, pixels. */
  a: number;
  b: number;
  angle: number;
  rgb: [number, number, number];
}

/** Paints an anti-aliased filled ellipse (one pixel of soft edge) into an RGB buffer. */
export function paintEllipse(px: Float32Array, width: number, height: number, e: Blob): void {
  const cos = Math.cos(e.angle);
  const sin = Math.sin(e.angle);
  const reach = Math.ceil(e.a) + 2;
  for (let y = Math.max(0, Math.floor(e.y - reach)); y <= Math.min(height - 1, Math.ceil(e.y + reach)); y++) {
    for (let x = Math.max(0, Math.floor(e.x - reach)); x <= Math.min(width - 1, Math.ceil(e.x + reach)); x++) {
      const dx = x - e.x;
      const dy = y - e.y;
      const u = (dx * cos + dy * sin) / e.a;
      const v = (-dx * sin + dy * cos) / e.b;
      // Distance outside the outline, roughly in pixels of the minor axis.
      const d = (Math.sqrt(u * u + v * v) - 1) * e.b;
      const cover = d <= -0.5 ? 1 : d >= 0.5 ? 0 : 0.5 - d;
      if (cover <= 0) continue;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = px[i + c] * (1 - cover) + e.rgb[c] * cover;
    }
  }
}

function insectsFor(random: () => number, width: number, height: number, count: number) {
  // One species per board: the size varies around a base, as it does on a real trap.
  const base = 9 + random() * 7;
  const margin = base * 3;
  const out: Blob[] = [];
  const colour = (): [number, number, number] => {
    const dark = 25 + random() * 45;
    return [dark + 15, dark + 8, dark];
  };
  const spaced = (x: number, y: number, gap: number) => out.every((o) => Math.hypot(o.x - x, o.y - y) > gap);
  while (out.length < count) {
    const a = base * (0.88 + random() * 0.24);
    const insect: Blob = { x: margin + random() * (width - 2 * margin), y: margin + random() * (height - 2 * margin), a, b: a * (0.45 + random() * 0.1), angle: random() * Math.PI, rgb: colour() };
    if (!spaced(insect.x, insect.y, base * 4.5)) continue;
    out.push(insect);
    if (out.length < count && random() < PAIR_SHARE) {
      // A touching pair: the second insect's body meets the first one's.
      const dir = random() * Math.PI * 2;
      const reach = a * (1.2 + random() * 0.4);
      const a2 = base * (0.88 + random() * 0.24);
      out.push({ x: insect.x + Math.cos(dir) * reach, y: insect.y + Math.sin(dir) * reach, a: a2, b: a2 * (0.45 + random() * 0.1), angle: random() * Math.PI, rgb: colour() });
    }
  }
  return { insects: out, base };
}

/** A board picture with `count` insects (JPEG, like a trap camera sends). */
export async function generateBoard(options: BoardOptions = {}): Promise<Board> {
  const { width, height } = { ...DEFAULT_SIZE, ...options };
  const random = seededRandom(options.seed ?? 1);
  const count = options.count ?? Math.round(COUNT_RANGE[0] + random() * (COUNT_RANGE[1] - COUNT_RANGE[0]));
  const blur = options.blur ?? (random() < 0.4 ? 0.6 + random() * 1.4 : 0);
  const px = blankBoard(width, height);
  const { insects, base } = insectsFor(random, width, height, count);
  paintSpecks(px, width, height, random, base);
  for (const insect of insects) paintEllipse(px, width, height, insect);
  const jpeg = await photograph(px, width, height, random, blur);
  return { jpeg, count: insects.length, width, height, insects: insects.map(({ x, y }) => ({ x, y })) };
}

/** An empty board, RGB floats row by row. */
export function blankBoard(width: number, height: number): Float32Array {
  const px = new Float32Array(width * height * 3);
  for (let i = 0; i < width * height; i++) px.set(BOARD_RGB, i * 3);
  return px;
}

/** Dust and specks of dirt: far smaller than an insect of `base` half length, the size filter must drop them. */
export function paintSpecks(px: Float32Array, width: number, height: number, random: () => number, base: number): void {
  const specks = Math.round(random() * 40);
  for (let i = 0; i < specks; i++) {
    const r = 0.8 + random() * base * 0.18;
    paintEllipse(px, width, height, { x: random() * width, y: random() * height, a: r, b: r, angle: 0, rgb: [90, 80, 40] });
  }
}

/** What the trap camera makes of the painted board: uneven light, sensor noise, focus blur (sigma, 0 = sharp) and JPEG. */
export async function photograph(px: Float32Array, width: number, height: number, random: () => number, blur: number): Promise<Buffer> {
  // Uneven light: a gradient from a random side and a vignette, then sensor noise.
  const gx = random() - 0.5;
  const gy = random() - 0.5;
  const depth = 0.15 + random() * 0.3;
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const nx = x / width - 0.5;
      const ny = y / height - 0.5;
      const light = (1 - depth * (0.5 + gx * nx * 2 + gy * ny * 2)) * (1 - 0.25 * (nx * nx + ny * ny));
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = px[i + c] * light + (random() - 0.5) * 14;
        out[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  let image = sharp(out, { raw: { width, height, channels: 3 } });
  if (blur > 0.3) image = image.blur(blur);
  return image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
