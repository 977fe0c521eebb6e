import type { Component } from './components';

/** How a region's outline departs from one convex body: what tells two touching insects from one large one. */
export interface RegionShape {
  /** Pixels of the region (holes filled) over the pixels inside its convex hull (1 for a convex region). */
  solidity: number;
  /** The deepest notch cut into the hull from outside, in pixels: how far inside the hull the region's edge lies at its deepest. */
  notch: number;
  /** Radius of the largest disc inside the region, in pixels: the half width of its thickest part. */
  inscribed: number;
}

type Point = [number, number];

interface Edge {
  /** Outward normal (not unit) and its offset: a point p is inside when nx * px + ny * py <= c. */
  nx: number;
  ny: number;
  c: number;
  length: number;
}

/** Cells of the region's bounding box (plus a one-pixel border): its own pixels, background reached from outside, the rest (holes, neighbours' pixels inside the box). */
const REGION = 1;
const OUTSIDE = 2;

/** Andrew's monotone chain: the hull's corners in order, collinear points left out. */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function hullEdges(hull: Point[]): Edge[] {
  const mx = hull.reduce((s, p) => s + p[0], 0) / hull.length;
  const my = hull.reduce((s, p) => s + p[1], 0) / hull.length;
  return hull.map(([x0, y0], i) => {
    const [x1, y1] = hull[(i + 1) % hull.length];
    // The edge turned a quarter, pointing away from the hull's middle.
    const flip = (y1 - y0) * (mx - x0) + (x0 - x1) * (my - y0) > 0 ? -1 : 1;
    const nx = flip * (y1 - y0);
    const ny = flip * (x0 - x1);
    return { nx, ny, c: nx * x0 + ny * y0, length: Math.hypot(nx, ny) };
  });
}

/** The whole pixels of row y inside the hull, as [first, last] (first > last when none). */
function hullRow(edges: Edge[], y: number): Point {
  let lo = -Infinity;
  let hi = Infinity;
  for (const e of edges) {
    const room = e.c - e.ny * y;
    if (e.nx > 0) hi = Math.min(hi, room / e.nx);
    else if (e.nx < 0) lo = Math.max(lo, room / e.nx);
    else if (room < 0) return [1, 0];
  }
  return [Math.ceil(lo - 1e-9), Math.floor(hi + 1e-9)];
}

/**
 * The region's cells in its bounding box plus a border: REGION, OUTSIDE (background connected to the
 * border), or 0 (a hole, such as a wing's bright reflection, or a neighbour's pixels). Neighbours'
 * pixels count as background: only this region's outline matters.
 */
function regionCells(labels: Int32Array, width: number, c: Component) {
  const w = c.maxX - c.minX + 3;
  const h = c.maxY - c.minY + 3;
  const cells = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) if (labels[(c.minY + y - 1) * width + c.minX + x - 1] === c.id) cells[y * w + x] = REGION;
  }
  const stack: number[] = [0];
  cells[0] = OUTSIDE;
  const reach = (j: number) => {
    if (cells[j] !== 0) return;
    cells[j] = OUTSIDE;
    stack.push(j);
  };
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % w;
    if (x > 0) reach(i - 1);
    if (x < w - 1) reach(i + 1);
    if (i >= w) reach(i - w);
    if (i + w < cells.length) reach(i + w);
  }
  return { cells, w, h };
}

/**
 * The region's convexity, read from its own pixels in the label image. The hull is taken over pixel
 * centres, so a digitally convex region has solidity 1 and notch 0 whatever its size; a ragged
 * threshold edge costs about a pixel. Holes are filled (two insects touching leave a bay open to the
 * outside, not a hole). The cost is the bounding box plus the region's edge times the hull's corners,
 * so a large dark object (a leaf, a hand) stays cheap.
 */
export function regionShape(labels: Int32Array, width: number, c: Component): RegionShape {
  const { cells, w, h } = regionCells(labels, width, c);
  const points: Point[] = [];
  let filled = 0;
  for (let y = 1; y < h - 1; y++) {
    let first = -1;
    let last = -1;
    for (let x = 1; x < w - 1; x++) {
      const cell = cells[y * w + x];
      if (cell !== OUTSIDE) filled++;
      if (cell !== REGION) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first >= 0) points.push([first, y], [last, y]);
  }
  const inscribed = inscribedRadius(cells, w, h);
  const hull = convexHull(points);
  if (hull.length < 3) return { solidity: 1, notch: 0, inscribed };
  const edges = hullEdges(hull);
  let inside = 0;
  let notch = 0;
  for (let y = 1; y < h - 1; y++) {
    const [first, last] = hullRow(edges, y);
    inside += Math.max(0, last - first + 1);
    for (let x = Math.max(first, 1); x <= Math.min(last, w - 2); x++) {
      const i = y * w + x;
      // The bottom of a notch: outside pixels within the hull that touch the region.
      if (cells[i] !== OUTSIDE || (cells[i - 1] !== REGION && cells[i + 1] !== REGION && cells[i - w] !== REGION && cells[i + w] !== REGION)) continue;
      let margin = Infinity;
      for (const e of edges) margin = Math.min(margin, (e.c - e.nx * x - e.ny * y) / e.length);
      if (margin > notch) notch = margin;
    }
  }
  return { solidity: Math.min(1, filled / inside), notch, inscribed };
}

/**
 * The largest distance from a region pixel to the nearest pixel not in it (3-4 chamfer, two passes
 * over the cells, whose border is never region; within a few per cent of Euclidean).
 */
function inscribedRadius(cells: Uint8Array, w: number, h: number): number {
  const far = 1 << 28;
  const d = new Int32Array(w * h);
  for (let i = 0; i < cells.length; i++) if (cells[i] === REGION) d[i] = far;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (d[i]) d[i] = Math.min(d[i], d[i - 1] + 3, d[i - w] + 3, d[i - w - 1] + 4, d[i - w + 1] + 4);
    }
  }
  let best = 0;
  for (let y = h - 2; y >= 1; y--) {
    for (let x = w - 2; x >= 1; x--) {
      const i = y * w + x;
      if (!d[i]) continue;
      d[i] = Math.min(d[i], d[i + 1] + 3, d[i + w] + 3, d[i + w + 1] + 4, d[i + w - 1] + 4);
      if (d[i] > best) best = d[i];
    }
  }
  return best / 3;
}
