import type { PondReading, Quality } from '../../../shared/contract/api/sites';

/** What quality needs of one parameter's configuration and latest value. */
export interface QualityInput {
  value: number | null;
  valuePerfectL: number | null;
  valuePerfectH: number | null;
  min: number | null;
  max: number | null;
  /** 0 too low, 1 excess, 2 all: which alarm limit applies. */
  isHigh: number;
  param_type: string;
  invalid: boolean;
}

const RANK: Record<Quality, number> = { nodata: 0, good: 1, fair: 2, poor: 3 };

/**
 * One reading against its ranges: inside the best range (valuePerfectL..H) is good; outside it but
 * within the alarm limits is fair; beyond an alarm limit that applies (isHigh) is poor. A value
 * flagged invalid (out of the reasonable range) tells nothing about the water: nodata.
 */
export function readingQuality(input: QualityInput): Quality {
  const { value } = input;
  if (value === null || input.invalid || input.param_type !== 'float') return 'nodata';
  if (input.isHigh !== 0 && input.max !== null && value > input.max) return 'poor';
  if (input.isHigh !== 1 && input.min !== null && value < input.min) return 'poor';
  const low = input.valuePerfectL ?? -Infinity;
  const high = input.valuePerfectH ?? Infinity;
  return value >= low && value <= high ? 'good' : 'fair';
}

/** A pond's state is its worst reading; nodata only when no reading tells anything. */
export function pondQuality(readings: Pick<PondReading, 'quality'>[]): Quality {
  let worst: Quality = 'nodata';
  for (const r of readings) if (RANK[r.quality] > RANK[worst]) worst = r.quality;
  return worst;
}
