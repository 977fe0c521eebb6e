import { describe, expect, it } from 'vitest';
import { DEVICE_TYPE_NAMES, deviceTypeName } from './device-type-names';

describe('deviceTypeName', () => {
  it('names a type in the user language', () => {
    expect(deviceTypeName('AW', 'en-US')).toBe('Aquaculture water quality');
    expect(deviceTypeName('AW', 'zh-CN')).toBe('水产水质');
    expect(deviceTypeName('EWL', 'en')).toBe('Rainfall and water level');
  });

  it('names every spec type code in both languages', () => {
    for (const code of ['ET', 'AW', 'EX', 'T', 'AG', 'EYZ', 'ES', 'PTP', 'EWL']) {
      expect(DEVICE_TYPE_NAMES['zh-CN'][code]).toBeTruthy();
      expect(DEVICE_TYPE_NAMES['en-US'][code]).toBeTruthy();
    }
  });

  it('shows an unknown code as itself and a missing one as --', () => {
    expect(deviceTypeName('XYZ', 'en-US')).toBe('XYZ');
    expect(deviceTypeName(null, 'zh-CN')).toBe('--');
  });
});
