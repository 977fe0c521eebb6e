import { describe, expect, it } from 'vitest';
import { englishWords } from '../e2e/support/language-scan';

/** The rule the language walk applies to a Chinese page's text (tests/e2e/support/language-scan.ts). */
describe('English words on a Chinese page', () => {
  it('finds short words too', () => {
    expect(englishWords('OK')).toEqual(['OK']);
    expect(englishWords('保存 No')).toEqual(['No']);
    expect(englishWords('第 3 页 of 5')).toEqual(['of']);
    expect(englishWords('Loading…')).toEqual(['Loading']);
  });

  it('lets units, the air-quality index, type codes and brands through', () => {
    expect(englishWords('溶解氧 7.52 mg/L')).toEqual([]);
    expect(englishWords('PM2.5 35 μg/m³，AQI 48（HJ 633-2012）')).toEqual([]);
    expect(englishWords('pH值 7.6，浊度 22 NTU，烟雾 0.3 %obs/m')).toEqual([]);
    expect(englishWords('水产水质 (AW)，导出 Excel，登录 IP')).toEqual([]);
  });

  it('takes codes that mix letters and digits, single letters and addresses for what they are', () => {
    expect(englishWords('AW00001 · SIM000001 · PTP00002')).toEqual([]);
    expect(englishWords('水位 103.2 m，电压 220 V')).toEqual([]);
    expect(englishWords('见 https://example.com/docs 或 ops@example.com')).toEqual([]);
  });
});
