import { describe, expect, it } from 'vitest';
import { parameterClass, waterClass } from './water-class';

describe('GB 3838-2002 classing', () => {
  it.each([
    ['do', 7.5, 'I'], ['do', 7.4, 'II'], ['do', 6, 'II'], ['do', 5, 'III'], ['do', 3, 'IV'], ['do', 2, 'V'], ['do', 1.9, 'V+'],
    ['nh3n', 0.15, 'I'], ['nh3n', 0.16, 'II'], ['nh3n', 1.0, 'III'], ['nh3n', 1.5, 'IV'], ['nh3n', 2.0, 'V'], ['nh3n', 2.01, 'V+'],
    ['ph', 6, 'I'], ['ph', 9, 'I'], ['ph', 9.1, 'V+'], ['ph', 5.9, 'V+'],
  ] as const)('%s %d is class %s', (key, value, expected) => {
    expect(parameterClass(key, value)).toBe(expected);
  });

  it('ignores parameters the standard does not class', () => {
    expect(parameterClass('water_temp', 25)).toBeNull();
    expect(waterClass({ water_temp: 25, turbidity: 10 })).toBeNull();
  });

  it('takes the worst parameter, names it, and counts I-III as good', () => {
    expect(waterClass({ do: 8, nh3n: 0.8, ph: 7.2, water_temp: 30 })).toEqual({ waterClass: 'III', limiting: ['nh3n'], good: true });
    expect(waterClass({ do: 2.5, nh3n: 1.8, ph: 7 })).toEqual({ waterClass: 'V', limiting: ['do', 'nh3n'], good: false });
    expect(waterClass({ do: null, nh3n: 0.1 })).toEqual({ waterClass: 'I', limiting: ['nh3n'], good: true });
  });
});
