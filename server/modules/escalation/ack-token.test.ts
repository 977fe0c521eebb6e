import { describe, expect, it } from 'vitest';
import { signAckToken, verifyAckToken } from './ack-token';

const KEY = Buffer.from('k'.repeat(32));
const claim = { incidentId: 42, recipient: 'u7', expiresAt: 1_000_000 };

describe('signed acknowledgement tokens', () => {
  it('verifies what it signed until it expires', () => {
    const token = signAckToken(KEY, claim);
    expect(verifyAckToken(KEY, token, 999_999)).toMatchObject({ ok: true, claim });
    expect(verifyAckToken(KEY, token, 1_000_001)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key, or with its payload or signature changed', () => {
    const token = signAckToken(KEY, claim);
    expect(verifyAckToken(Buffer.from('other'), token, 0)).toEqual({ ok: false, reason: 'tampered' });
    const [payload, signature] = token.split('.');
    const otherPayload = signAckToken(KEY, { ...claim, incidentId: 43 }).split('.')[0];
    expect(verifyAckToken(KEY, `${otherPayload}.${signature}`, 0)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyAckToken(KEY, `${payload}.${signature.slice(0, -2)}AA`, 0)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyAckToken(KEY, `${payload}`, 0)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyAckToken(KEY, `${token}.x`, 0)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses to sign a recipient it could not read back', () => {
    expect(() => signAckToken(KEY, { ...claim, recipient: 'u7:1' })).toThrow();
  });
});
