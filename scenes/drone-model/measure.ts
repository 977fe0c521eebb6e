/** A picked point on the model in metres (three.js world: y up). */
export type Point3 = [number, number, number];

/** Length of the polyline through the points, in metres (3D, so slopes count). */
export function pathLength(points: readonly Point3[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay, az] = points[i - 1];
    const [bx, by, bz] = points[i];
    total += Math.hypot(bx - ax, by - ay, bz - az);
  }
  return total;
}

/** Plan area of the polygon through the points, in square metres (projected on the ground, x/z). */
export function planArea(points: readonly Point3[]): number {
  if (points.length < 3) return 0;
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, , z1] = points[i];
    const [x2, , z2] = points[(i + 1) % points.length];
    twice += x1 * z2 - x2 * z1;
  }
  return Math.abs(twice) / 2;
}

/** "123.4 m" / "1.23 km" and "456 m²" / "1.23 ha" as a surveyor writes them. */
export function formatLength(m: number): string {
  return m >= 1000 ? `${(m / 1000).toFixed(2)} km` : `${m.toFixed(1)} m`;
}

export function formatArea(m2: number): string {
  return m2 >= 10_000 ? `${(m2 / 10_000).toFixed(2)} ha (${Math.round(m2)} m²)` : `${m2.toFixed(1)} m²`;
}
