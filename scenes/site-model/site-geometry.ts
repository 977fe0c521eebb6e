import { ExtrudeGeometry, Shape, ShapeGeometry, type BufferGeometry } from 'three';
import type { LocalFrame } from './local-frame';

export type Ring = Array<[number, number]>;

/** A ring of [lon, lat] as a Shape in local metres (x east, y north); a closing vertex is dropped. */
export function shapeOf(ring: Ring, frame: LocalFrame): Shape {
  const pts = ring.map(([lon, lat]) => frame.toLocal(lon, lat));
  const last = pts[pts.length - 1];
  if (pts.length > 1 && last[0] === pts[0][0] && last[1] === pts[0][1]) pts.pop();
  const shape = new Shape();
  pts.forEach(([x, y], i) => (i === 0 ? shape.moveTo(x, y) : shape.lineTo(x, y)));
  shape.closePath();
  return shape;
}

/** A flat surface (pond water, reservoir) of a ring; rotate -90° about x to lay it down. */
export function flatGeometry(ring: Ring, frame: LocalFrame): BufferGeometry {
  return new ShapeGeometry(shapeOf(ring, frame));
}

/** A prism of the ring `height` metres tall (greenhouse, building, dam); rotate -90° about x. */
export function prismGeometry(ring: Ring, frame: LocalFrame, height: number): BufferGeometry {
  return new ExtrudeGeometry(shapeOf(ring, frame), { depth: height, bevelEnabled: false });
}

/** The outer ring of a GeoJSON Polygon or the first polygon of a MultiPolygon. */
export function outerRing(geometry: { type: string; coordinates: unknown }): Ring | null {
  if (geometry.type === 'Polygon') return ((geometry.coordinates as Ring[])[0] ?? null) as Ring | null;
  if (geometry.type === 'MultiPolygon') return ((geometry.coordinates as Ring[][])[0]?.[0] ?? null) as Ring | null;
  return null;
}
