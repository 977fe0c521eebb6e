import type { RegionShape } from './region-shape';

/** What deciding a region's count needs: its area, its outline's shape and its half width across (pixels). */
export interface MeasuredRegion {
  area: number;
  shape: RegionShape;
  halfWidth: number;
}

/**
 * Shape evidence that a region is several insects. A notch is counted only when it is deep both in
 * pixels (a ragged threshold edge leaves notches of about one) and against the region's own width;
 * strong evidence alone splits a region, weak evidence only with an area of two insects of its kind.
 */
const STRONG_NOTCH_PX = 1.5;
const STRONG_NOTCH_SHARE = 0.2;
const STRONG_SOLIDITY = 0.92;
const WEAK_NOTCH_SHARE = 0.1;
const WEAK_SOLIDITY = 0.95;
/**
 * A region of k insects of one kind is counted as k + 1 from k + SPLIT_AT single areas on: above one
 * half, because touching insects share a blurred rim and the gap between them fills in, so a pair
 * covers more than twice one insect's area.
 */
const SPLIT_AT = 0.65;
/** The board's smaller insects: this percentile of the regions that show no sign of being several. */
const SMALL_PERCENTILE = 0.1;
/** A region is split only from this many of the board's smaller insects' area on (two small ones that overlap still pass). */
const SPLIT_FLOOR = 1.5;
/** One insect of a region's kind: the median area of single regions this close in inscribed radius (share, at least one pixel)... */
const RADIUS_MATCH = 0.15;
/** ...from at least this many of them, else the ones nearest in radius. */
const MIN_MATCHES = 3;
const NEAREST = 5;

type Evidence = 'none' | 'weak' | 'strong';

function evidence({ shape, halfWidth }: MeasuredRegion): Evidence {
  const share = shape.notch / Math.max(halfWidth, 1e-6);
  if ((shape.notch >= STRONG_NOTCH_PX && share >= STRONG_NOTCH_SHARE) || shape.solidity < STRONG_SOLIDITY) return 'strong';
  if (share >= WEAK_NOTCH_SHARE || shape.solidity < WEAK_SOLIDITY) return 'weak';
  return 'none';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * How many insects each region holds. A region counts one unless its outline shows it is several
 * (touching insects leave notches where they meet; one insect's body, whatever its size, is close to convex), and its
 * area is at least SPLIT_FLOOR of the board's smaller insects. It then counts its area over one
 * insect of its own kind: the single regions of about its thickest part's radius (a pair of moths
 * against moths, of whiteflies against whiteflies, a whitefly on a moth against moths, so at least
 * two). `fallbackSingle` stands in for one insect on a board where every region looks several.
 */
export function regionCounts(regions: MeasuredRegion[], fallbackSingle: number): number[] {
  const kinds = regions.map(evidence);
  const singles = regions.filter((_, i) => kinds[i] === 'none');
  const areas = singles.map((r) => r.area).sort((a, b) => a - b);
  const small = areas.length > 0 ? areas[Math.floor(areas.length * SMALL_PERCENTILE)] : fallbackSingle;
  return regions.map((region, i) => {
    if (kinds[i] === 'none' || region.area < SPLIT_FLOOR * small) return 1;
    const one = kindArea(region, singles) ?? fallbackSingle;
    const byArea = Math.floor(region.area / one + 1 - SPLIT_AT);
    if (kinds[i] === 'strong') return Math.max(2, byArea);
    return Math.max(1, byArea);
  });
}

/** The area of one insect of the region's kind: single regions whose inscribed radius is close to its own. */
function kindArea(region: MeasuredRegion, singles: MeasuredRegion[]): number | undefined {
  const radius = region.shape.inscribed;
  const reach = Math.max(1, RADIUS_MATCH * radius);
  let alike = singles.filter((s) => Math.abs(s.shape.inscribed - radius) <= reach);
  if (alike.length < MIN_MATCHES) alike = [...singles].sort((a, b) => Math.abs(a.shape.inscribed - radius) - Math.abs(b.shape.inscribed - radius)).slice(0, NEAREST);
  return alike.length > 0 ? median(alike.map((s) => s.area)) : undefined;
}
