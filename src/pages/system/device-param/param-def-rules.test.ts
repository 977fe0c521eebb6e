import { describe, expect, it } from 'vitest';
import { defFormValues, defInput, PARAM_KEY_PATTERN, requiredName } from './param-def-rules';

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

  it('requires the name of the user\'s language and fills a blank Chinese name with the English one', () => {
    expect(requiredName('en-US')).toBe('param_name_en');
    expect(requiredName('zh-CN')).toBe('param_name');
    const english = defInput({ param_key: 'salinity', param_name: ' ', param_name_en: ' Salinity ', status: 1, param_type: 'float' });
    expect(english).toMatchObject({ param_name: 'Salinity', param_name_en: 'Salinity' });
    expect(defInput({ param_key: 'ec', param_name: '电导率', param_name_en: '', status: 1, param_type: 'float' })).toMatchObject({
      param_name: '电导率', param_name_en: null,
    });
  });

  it('shows a Chinese name filled from the English one as blank, so that saving it unchanged keeps both names', () => {
    const stored = { param_key: 'salinity', param_name: 'Salinity', param_name_en: 'Salinity', status: 1, param_type: 'float' } as const;
    expect(defFormValues(stored).param_name).toBe('');
    expect(defInput(defFormValues(stored))).toMatchObject({ param_name: 'Salinity', param_name_en: 'Salinity' });
    expect(defFormValues({ ...stored, param_name: '盐度' }).param_name).toBe('盐度');
  });
});
