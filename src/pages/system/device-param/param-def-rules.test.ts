import { describe, expect, it } from 'vitest';
import { defInput, PARAM_KEY_PATTERN } from './param-def-rules';

describe('parameter definition rules', () => {
  it('accepts keys that are telemetry value names and refuses the rest', () => {
    for (const ok of ['do', 'water_temp', 'pm25']) expect(PARAM_KEY_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'DO', '1x', 'water-temp', 'a b']) expect(PARAM_KEY_PATTERN.test(bad)).toBe(false);
  });

  it('trims and sends empty optional text as null', () => {
    expect(defInput({ param_key: ' ec ', param_name: ' 电导率 ', param_unit: ' ', status: 1, param_type: 'float', desc: '' })).toEqual({
      param_key: 'ec', param_name: '电导率', param_name_en: null, param_type: 'float', param_unit: null, icon_key: null, status: 1, desc: null,
    });
  });
});
