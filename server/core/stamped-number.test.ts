import { describe, expect, it } from 'vitest';
import { stampedNumber } from './stamped-number';
import { fileStampOfUser } from './zones';

describe('stampedNumber', () => {
  it("dates the number on the company's clock, not the server's UTC one", () => {
    const at = Date.parse('2026-12-05T23:30:05Z');
    expect(stampedNumber('P', 'Asia/Shanghai', at)).toMatch(/^P20261206073005\d{6}$/);
    expect(stampedNumber('AS', 'America/New_York', at)).toMatch(/^AS20261205183005\d{6}$/);
  });
});

describe('fileStampOfUser', () => {
  it('stamps an export with the date-time of a user without a company on the platform clock (Shanghai)', async () => {
    const user = { tenantId: null } as Parameters<typeof fileStampOfUser>[1];
    expect(await fileStampOfUser({} as Parameters<typeof fileStampOfUser>[0], user, Date.parse('2026-12-05T23:30:05Z'))).toBe('20261206-073005');
  });
});
