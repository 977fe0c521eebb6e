/** Degrees added around the traps so that an area of one or two traps is still a visible polygon. */
const PAD_DEG = 0.0008;

/**
 * The outline of an area drawn around its traps when the user gives none: the bounding box of
 * their positions, padded. A box (not a hull) because areas are greenhouses and fields, which
 * are rectangular, and because it stays a valid polygon for one trap or traps on a line.
 */
export function outlineAround(traps: Array<{ longitude: number | null; latitude: number | null }>): number[][] {
  const placed = traps.filter((t): t is { longitude: number; latitude: number } => t.longitude !== null && t.latitude !== null);
  if (placed.length === 0) return [[0, 0], [0, 0], [0, 0]];
  const lons = placed.map((t) => t.longitude);
  const lats = placed.map((t) => t.latitude);
  const [w, e] = [Math.min(...lons) - PAD_DEG, Math.max(...lons) + PAD_DEG];
  const [s, n] = [Math.min(...lats) - PAD_DEG, Math.max(...lats) + PAD_DEG];
  return [[w, s], [e, s], [e, n], [w, n]];
}
