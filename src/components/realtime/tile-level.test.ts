import { describe, expect, it } from 'vitest';
import { AA_NORMAL, contrastRatio } from '../../lib/contrast';
import { LEVEL_COLORS, tileDirection, tileLevel } from './tile-level';

const oxygen = { min: 4, max: null, isHigh: 0, valuePerfectL: 5, valuePerfectH: 9 };
const ammonia = { min: null, max: 1, isHigh: 1, valuePerfectL: 0, valuePerfectH: 0.5 };

describe('tileLevel', () => {
  it('colours against the best range and the thresholds the warning type watches', () => {
    expect(tileLevel({ ...oxygen, value: 6 })).toBe('best');
    expect(tileLevel({ ...oxygen, value: 4.5 })).toBe('fair');
    expect(tileLevel({ ...oxygen, value: 3.9 })).toBe('alarm');
    // Too much oxygen is not watched by warning type 0: only outside the best range.
    expect(tileLevel({ ...oxygen, value: 12 })).toBe('fair');
    expect(tileLevel({ ...ammonia, value: 1.2 })).toBe('alarm');
    expect(tileLevel({ ...ammonia, value: 0.7 })).toBe('fair');
    expect(tileLevel({ ...ammonia, value: 0.1 })).toBe('best');
    expect(tileLevel({ min: 6, max: 9, isHigh: 2, valuePerfectL: 6.5, valuePerfectH: 8.5, value: 9.5 })).toBe('alarm');
  });

  it('puts missing, invalid and alarmed readings first', () => {
    expect(tileLevel({ ...oxygen, value: null })).toBe('nodata');
    expect(tileLevel({ ...oxygen, value: 6, invalid: true })).toBe('invalid');
    expect(tileLevel({ ...oxygen, value: 6, status: 'warning' })).toBe('alarm');
    expect(tileLevel({ min: null, max: null, isHigh: 2, valuePerfectL: null, valuePerfectH: null, value: 1 })).toBe('fair');
  });

  it('names the limit a reading is past, as the alarm engine decides it (issue 42)', () => {
    expect(tileDirection({ ...oxygen, value: 3 })).toBe('low');
    expect(tileDirection({ ...ammonia, value: 1.2 })).toBe('high');
    // Inside the limits, or past a side the warning type does not watch: no direction.
    expect(tileDirection({ ...oxygen, value: 6 })).toBeNull();
    expect(tileDirection({ ...oxygen, value: 12 })).toBeNull();
    expect(tileDirection({ ...oxygen, value: null })).toBeNull();
  });
});

describe('LEVEL_COLORS', () => {
  // The level word is 14 px text: normal text's 4.5:1, on the card's white and the page's grey.
  it.each(Object.entries(LEVEL_COLORS))('%s (%s) reads at AA on white and on the grey page', (_level, color) => {
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL);
    expect(contrastRatio(color, '#f5f5f5')).toBeGreaterThanOrEqual(AA_NORMAL);
  });
});
