import { describe, expect, it } from 'vitest';
import { paramName } from './param-name';

describe('paramName', () => {
  it('picks the English name in English and the Chinese one otherwise', () => {
    const row = { name: '溶解氧', name_en: 'Dissolved oxygen' };
    expect(paramName(row, 'en-US')).toBe('Dissolved oxygen');
    expect(paramName(row, 'zh-CN')).toBe('溶解氧');
  });

  it('falls back to the Chinese name when there is no English one', () => {
    expect(paramName({ name: '叶绿素', name_en: null }, 'en-US')).toBe('叶绿素');
    expect(paramName({ name: null, name_en: null }, 'en-US')).toBe('');
  });
});
