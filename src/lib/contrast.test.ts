import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#1677ff')).toBe(1);
  });

  it('agrees with the WCAG figures axe reports', () => {
    // antd's secondary text (black at 45 %) on white is #8c8c8c's 3.36, under AA (issue 41's first scan).
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#595959', '#ffffff')).toBeCloseTo(7, 1);
  });

  it('is the same either way round', () => {
    expect(contrastRatio('#fff', '#cf1322')).toBeCloseTo(contrastRatio('#cf1322', '#fff'), 10);
  });
});

describe('parseColor', () => {
  it('reads short and long hex and lays a translucent colour over what is under it', () => {
    expect(parseColor('#abc')).toEqual([170, 187, 204]);
    expect(parseColor('#0b2a4a')).toEqual([11, 42, 74]);
    expect(parseColor('rgba(8, 30, 58, 0.72)', [6, 20, 42])).toEqual([7, 27, 54]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
  });

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => parseColor('red')).toThrow(/not a colour/);
  });
});
