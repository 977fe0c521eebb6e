import { describe, expect, it } from 'vitest';
import { hasLocation, ICCID_PATTERN, ICCID_RE, PHONE_DIGITS, PHONE_RE, SIM_NUMBER_RE } from './field-rules';

describe('shared field rules', () => {
  it('phone: a mainland mobile number, nothing else', () => {
    for (const ok of ['13800000000', '19912345678']) expect(PHONE_RE.test(ok), ok).toBe(true);
    for (const bad of ['12345', '12800000000', '1380000000', '138000000001', '1380000000a', '02112345678', ' 13800000000', '']) {
      expect(PHONE_RE.test(bad), bad).toBe(false);
    }
  });

  it('ICCID: 19 or 20 digits', () => {
    for (const ok of ['8986041920000000001', '89860419200000000011']) expect(ICCID_RE.test(ok), ok).toBe(true);
    for (const bad of ['89860', '8986041920000000000A', '898604192000000000111', '8986 0419 2000 0000 001', '']) {
      expect(ICCID_RE.test(bad), bad).toBe(false);
    }
  });

  it('SIM number: 11 to 15 digits (phone SIM, IoT SIM, E.164 at most)', () => {
    for (const ok of ['14400000011', '144010000001', '1440012345678', '123456789012345']) expect(SIM_NUMBER_RE.test(ok), ok).toBe(true);
    for (const bad of ['1440abc000001', '1234567890', '1234567890123456', '+8613800000000', '']) expect(SIM_NUMBER_RE.test(bad), bad).toBe(false);
  });

  it('location: both coordinates, finite and in range', () => {
    expect(hasLocation(120.2, 30.7)).toBe(true);
    expect(hasLocation(-180, 90)).toBe(true);
    expect(hasLocation(null, null)).toBe(false);
    expect(hasLocation(120.2, null)).toBe(false);
    expect(hasLocation(undefined, 30)).toBe(false);
    expect(hasLocation(181, 30)).toBe(false);
    expect(hasLocation(120, -91)).toBe(false);
    expect(hasLocation(Number.NaN, 30)).toBe(false);
    expect(hasLocation('120', '30')).toBe(false);
  });

  it('the pattern strings the server schemas use are the RegExps the forms use', () => {
    expect(ICCID_RE.source).toBe(ICCID_PATTERN);
    expect(PHONE_RE.source).toBe(`^${PHONE_DIGITS}$`);
  });
});
