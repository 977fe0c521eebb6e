import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('shows a value to two decimals without float noise or trailing zeros (issue 42)', () => {
    expect(formatNumber(5.800000000000001)).toBe('5.8');
    expect(formatNumber(52.906666666666666)).toBe('52.91');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(0.125, 3)).toBe('0.125');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('shows none as a dash', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});
