import { describe, expect, it } from 'vitest';
import { labelComponents } from './components';
import { regionShape } from './region-shape';

/** A mask of discs (centre x, centre y, radius) less holes (the same) on a blank picture, and its one region's shape. */
function shapeOf(discs: Array<[number, number, number]>, holes: Array<[number, number, number]> = [], width = 80, height = 40) {
  const within = (x: number, y: number, list: Array<[number, number, number]>) => list.some(([cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (within(x, y, discs) && !within(x, y, holes)) mask[y * width + x] = 1;
  }
  const { components, labels } = labelComponents(mask, width, height);
  expect(components).toHaveLength(1);
  return regionShape(labels, width, components[0]);
}

describe('regionShape', () => {
  it('finds one large disc convex, with no notch, and its radius', () => {
    const shape = shapeOf([[40, 20, 14]]);
    expect(shape.solidity).toBe(1);
    expect(shape.notch).toBe(0);
    expect(shape.inscribed).toBeGreaterThan(13);
    expect(shape.inscribed).toBeLessThan(16.5);
  });

  it("takes a hole (a wing's bright reflection) for part of the body, not a notch", () => {
    const shape = shapeOf([[40, 20, 14]], [[40, 20, 5]]);
    expect(shape.solidity).toBe(1);
    expect(shape.notch).toBe(0);
  });

  it('finds the notches where two touching discs meet', () => {
    const shape = shapeOf([[26, 20, 10], [44, 20, 10]]);
    expect(shape.solidity).toBeLessThan(0.92);
    expect(shape.notch).toBeGreaterThan(3);
    expect(shape.inscribed).toBeLessThan(12);
  });

  it('reads only its own pixels, not a neighbour lying inside its bounding box', () => {
    const width = 40;
    const mask = new Uint8Array(width * width);
    // An L whose corner holds a separate square: the L is not convex, the square does not fill it.
    for (let y = 0; y < 30; y++) for (let x = 0; x < 30; x++) if (x < 6 || y >= 24 || (x >= 12 && x < 24 && y >= 4 && y < 18)) mask[y * width + x] = 1;
    const { components, labels } = labelComponents(mask, width, width);
    const l = components.find((c) => c.minX === 0)!;
    expect(regionShape(labels, width, l).solidity).toBeLessThan(0.6);
  });
});
