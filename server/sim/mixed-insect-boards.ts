import { seededRandom } from '../core/seeded-random';
import { blankBoard, paintSpecks, photograph } from './insect-boards';

/**
 * Sticky boards with insects of different sizes side by side, as a real trap catches them: small
 * whiteflies beside leafhoppers and moths whose area is several whiteflies', mostly isolated, some
 * touching (same kind or a whitefly on a moth's wing). What they test: a large single insect is one
 * insect, two that touch are two, whatever the sizes on the board.
 */
export interface MixedBoardOptions {
  width?: number;
  height?: number;
  seed?: number;
  /** How many insects to draw; drawn at random when left out. */
  count?: number;
  /** Gaussian blur sigma (0 = sharp focus); drawn at random when left out. */
  blur?: number;
}

export type Species = 'whitefly' | 'leafhopper' | 'moth';

export interface MixedInsect {
  x: number;
  y: number;
  species: Species;
  /** For the second insect of a touching pair, the index of the first one. */
  touches?: number;
}

export interface MixedBoard {
  jpeg: Buffer;
  count: number;
  width: number;
  height: number;
  insects: MixedInsect[];
}

const DEFAULT_SIZE = { width: 1920, height: 1080 };
const COUNT_RANGE = [20, 90] as const;
/** Share of insects drawn as the second of a touching pair. */
const PAIR_SHARE = 0.12;
/** A touching pair's centres are this share of the two insects' reach towards each other apart: they overlap a little. */
const OVERLAP = [0.85, 1] as const;

/** A drawn insect: where it is, its outline as a signed distance (negative inside, pixels), and how far it reaches. */
interface Shape {
  x: number;
  y: number;
  species: Species;
  /** Signed distance of a point from the outline, in the insect's own frame (x along its body). */
  distance: (u: number, v: number) => number;
  angle: number;
  reach: number;
  rgb: [number, number, number];
}

/** A convex polygon's signed distance: the largest distance outside any of its edges. */
function convexDistance(points: Array<[number, number]>) {
  const edges = points.map(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length];
    const length = Math.hypot(x1 - x0, y1 - y0);
    // Points counter-clockwise (y up): the outward normal is the edge turned clockwise.
    return { nx: (y1 - y0) / length, ny: -(x1 - x0) / length, x0, y0 };
  });
  return (u: number, v: number) => Math.max(...edges.map((e) => (u - e.x0) * e.nx + (v - e.y0) * e.ny));
}

function ellipseDistance(a: number, b: number) {
  return (u: number, v: number) => (Math.sqrt((u / a) ** 2 + (v / b) ** 2) - 1) * b;
}

/**
 * A moth at rest seen from above: a delta of folded wings, pointed at the head, widest across
 * the wing tips (a convex pentagon: one insect, however large).
 */
function mothDistance(a: number, w: number) {
  return convexDistance([[a, 0], [-0.75 * a, w], [-a, 0.4 * w], [-a, -0.4 * w], [-0.75 * a, -w]]);
}

function paintShape(px: Float32Array, width: number, height: number, s: Shape): void {
  const cos = Math.cos(s.angle);
  const sin = Math.sin(s.angle);
  const reach = Math.ceil(s.reach) + 2;
  for (let y = Math.max(0, Math.floor(s.y - reach)); y <= Math.min(height - 1, Math.ceil(s.y + reach)); y++) {
    for (let x = Math.max(0, Math.floor(s.x - reach)); x <= Math.min(width - 1, Math.ceil(s.x + reach)); x++) {
      const dx = x - s.x;
      const dy = y - s.y;
      const d = s.distance(dx * cos + dy * sin, -dx * sin + dy * cos);
      const cover = d <= -0.5 ? 1 : d >= 0.5 ? 0 : 0.5 - d;
      if (cover <= 0) continue;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = px[i + c] * (1 - cover) + s.rgb[c] * cover;
    }
  }
}

/** How far the shape's outline is from its centre in direction `dir` (bisection on the signed distance). */
function radius(s: Shape, dir: number): number {
  const [du, dv] = [Math.cos(dir - s.angle), Math.sin(dir - s.angle)];
  let [inside, outside] = [0, s.reach];
  for (let i = 0; i < 20; i++) {
    const mid = (inside + outside) / 2;
    if (s.distance(du * mid, dv * mid) < 0) inside = mid;
    else outside = mid;
  }
  return inside;
}

/** The kinds on one board and their sizes: whiteflies always, a larger kind or two beside them. */
function speciesFor(random: () => number) {
  const fly = 8 + random() * 3;
  const kinds: Array<{ species: Species; length: number; weight: number }> = [{ species: 'whitefly', length: fly, weight: 1 + random() }];
  if (random() < 0.6) kinds.push({ species: 'leafhopper', length: fly * (1.3 + random() * 0.3), weight: 0.5 + random() });
  kinds.push({ species: 'moth', length: fly * (1.5 + random() * 0.6), weight: 0.4 + random() * 0.8 });
  return { kinds, fly };
}

function makeShape(random: () => number, species: Species, length: number, x: number, y: number): Shape {
  const a = length * (0.88 + random() * 0.24);
  const dark = 25 + random() * 45;
  const rgb: [number, number, number] = [dark + 15, dark + 8, dark];
  const angle = random() * Math.PI * 2;
  if (species === 'moth') return { x, y, species, angle, rgb, reach: a * 1.2, distance: mothDistance(a, a * (0.55 + random() * 0.2)) };
  const b = a * (species === 'whitefly' ? 0.5 + random() * 0.15 : 0.4 + random() * 0.1);
  return { x, y, species, angle, rgb, reach: a, distance: ellipseDistance(a, b) };
}

/** A board with insects of two or three sizes (JPEG, like a trap camera sends). */
export async function generateMixedBoard(options: MixedBoardOptions = {}): Promise<MixedBoard> {
  const { width, height } = { ...DEFAULT_SIZE, ...options };
  const random = seededRandom(options.seed ?? 1);
  const count = options.count ?? Math.round(COUNT_RANGE[0] + random() * (COUNT_RANGE[1] - COUNT_RANGE[0]));
  const blur = options.blur ?? (random() < 0.4 ? 0.6 + random() * 1.4 : 0);
  const { kinds, fly } = speciesFor(random);
  const largest = Math.max(...kinds.map((k) => k.length));
  const weights = kinds.reduce((s, k) => s + k.weight, 0);
  const pick = () => {
    let r = random() * weights;
    for (const k of kinds) if ((r -= k.weight) < 0) return k;
    return kinds[0];
  };
  const margin = largest * 3;
  const shapes: Shape[] = [];
  const touches = new Map<number, number>();
  const spaced = (x: number, y: number) => shapes.every((o) => Math.hypot(o.x - x, o.y - y) > largest * 5);
  for (let tries = 0; shapes.length < count && tries < count * 200; tries++) {
    const kind = pick();
    const x = margin + random() * (width - 2 * margin);
    const y = margin + random() * (height - 2 * margin);
    if (!spaced(x, y)) continue;
    const first = makeShape(random, kind.species, kind.length, x, y);
    shapes.push(first);
    if (shapes.length < count && random() < PAIR_SHARE) {
      // Same kind mostly; now and then a whitefly caught on a larger insect.
      const other = random() < 0.7 ? kind : kinds[0];
      const second = makeShape(random, other.species, other.length, x, y);
      const dir = random() * Math.PI * 2;
      const apart = (radius(first, dir) + radius(second, dir + Math.PI)) * (OVERLAP[0] + random() * (OVERLAP[1] - OVERLAP[0]));
      second.x = x + Math.cos(dir) * apart;
      second.y = y + Math.sin(dir) * apart;
      touches.set(shapes.length, shapes.length - 1);
      shapes.push(second);
    }
  }
  const px = blankBoard(width, height);
  paintSpecks(px, width, height, random, fly);
  for (const s of shapes) paintShape(px, width, height, s);
  const jpeg = await photograph(px, width, height, random, blur);
  const insects = shapes.map((s, i): MixedInsect => ({ x: s.x, y: s.y, species: s.species, ...(touches.has(i) ? { touches: touches.get(i) } : {}) }));
  return { jpeg, count: insects.length, width, height, insects };
}
