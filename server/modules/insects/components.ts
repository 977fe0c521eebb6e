/** One connected region of foreground pixels: its area, bounding box and second moments. */
export interface Component {
  /** The value its pixels hold in the label image of labelComponents. */
  id: number;
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Sums for the centroid and covariance, from which elongation is read. */
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
}

/** 8-connected components of a 0/1 mask (see labelComponents). */
export function connectedComponents(mask: Uint8Array, width: number, height: number): Component[] {
  return labelComponents(mask, width, height).components;
}

/**
 * 8-connected components of a 0/1 mask, by two passes with union-find over provisional labels
 * (one row of look-back, so memory stays one Int32Array the size of the image), and the label
 * image: each foreground pixel holds its component's id, so a region's own pixels can be read back
 * (its shape) without those of a neighbour inside its bounding box.
 */
export function labelComponents(mask: Uint8Array, width: number, height: number): { components: Component[]; labels: Int32Array } {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (a: number) => {
    let root = a;
    while (parent[root] !== root) root = parent[root];
    while (parent[a] !== root) {
      const next = parent[a];
      parent[a] = root;
      a = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (!mask[i]) continue;
      let label = 0;
      // Neighbours already visited: left, and the three above.
      const take = (j: number) => {
        const other = labels[j];
        if (!other) return;
        if (!label) label = other;
        else if (other !== label) union(label, other);
      };
      if (x > 0) take(i - 1);
      if (y > 0) {
        if (x > 0) take(i - width - 1);
        take(i - width);
        if (x < width - 1) take(i - width + 1);
      }
      if (!label) {
        label = parent.length;
        parent.push(label);
      }
      labels[i] = label;
    }
  }
  const byRoot = new Map<number, Component>();
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const label = labels[row + x];
      if (!label) continue;
      const root = find(label);
      labels[row + x] = root;
      let c = byRoot.get(root);
      if (!c) {
        c = { id: root, area: 0, minX: x, minY: y, maxX: x, maxY: y, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 };
        byRoot.set(root, c);
      }
      c.area++;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y > c.maxY) c.maxY = y;
      c.sx += x;
      c.sy += y;
      c.sxx += x * x;
      c.syy += y * y;
      c.sxy += x * y;
    }
  }
  return { components: [...byRoot.values()], labels };
}

/** Variances of the region's pixels along its long and short axes. */
function principalVariances(c: Component): { major: number; minor: number } {
  const mx = c.sx / c.area;
  const my = c.sy / c.area;
  const vxx = c.sxx / c.area - mx * mx;
  const vyy = c.syy / c.area - my * my;
  const vxy = c.sxy / c.area - mx * my;
  const half = (vxx + vyy) / 2;
  const root = Math.sqrt(Math.max(0, half * half - (vxx * vyy - vxy * vxy)));
  return { major: half + root, minor: Math.max(half - root, 1e-6) };
}

/** Ratio of the long axis to the short one (1 for a disc, large for a hair or a line). */
export function elongation(c: Component): number {
  const { major, minor } = principalVariances(c);
  return Math.sqrt(major / minor);
}

/** Half the region's width across its short axis, in pixels (an ellipse's minor half axis b: its variance along that axis is b²/4). */
export function halfWidth(c: Component): number {
  return 2 * Math.sqrt(principalVariances(c).minor);
}
