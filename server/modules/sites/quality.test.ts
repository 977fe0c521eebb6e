import { describe, expect, it } from 'vitest';
import { pondQuality, readingQuality, type QualityInput } from './quality';
import { isValidRing, ringAreaM2, selfIntersects } from './geometry';

const oxygen: QualityInput = { value: 6, valuePerfectL: 5, valuePerfectH: 9, min: 4, max: null, isHigh: 0, param_type: 'float', invalid: false };

describe('readingQuality', () => {
  it('grades a value by best range, then by the alarm limit its isHigh applies', () => {
    expect(readingQuality(oxygen)).toBe('good');
    expect(readingQuality({ ...oxygen, value: 4.5 })).toBe('fair');
    expect(readingQuality({ ...oxygen, value: 3 })).toBe('poor');
    // isHigh 0 (too low) ignores a max: a high oxygen value is only outside the best range.
    expect(readingQuality({ ...oxygen, value: 12, max: 10 })).toBe('fair');
    expect(readingQuality({ ...oxygen, value: 12, max: 10, isHigh: 2 })).toBe('poor');
  });

  it('says nodata for a missing, invalid or switch value', () => {
    expect(readingQuality({ ...oxygen, value: null })).toBe('nodata');
    expect(readingQuality({ ...oxygen, invalid: true })).toBe('nodata');
    expect(readingQuality({ ...oxygen, param_type: 'switch' })).toBe('nodata');
  });

  it('takes the worst reading for the pond', () => {
    expect(pondQuality([{ quality: 'good' }, { quality: 'poor' }, { quality: 'fair' }])).toBe('poor');
    expect(pondQuality([{ quality: 'nodata' }, { quality: 'good' }])).toBe('good');
    expect(pondQuality([])).toBe('nodata');
  });
});

describe('pond geometry', () => {
  // About 100 m by 100 m near Huzhou.
  const square: [number, number][] = [[120.23, 30.789], [120.23104, 30.789], [120.23104, 30.7899], [120.23, 30.7899]];

  it('measures a ring in square metres', () => {
    expect(ringAreaM2(square)).toBeGreaterThan(9_000);
    expect(ringAreaM2(square)).toBeLessThan(11_000);
  });

  it('refuses bow-ties, repeated vertices and slivers', () => {
    const bowTie: [number, number][] = [square[0], square[2], square[1], square[3]];
    expect(selfIntersects(bowTie)).toBe(true);
    expect(isValidRing(bowTie)).toBe(false);
    expect(isValidRing([square[0], square[0], square[1]])).toBe(false);
    expect(isValidRing(square)).toBe(true);
  });
});
