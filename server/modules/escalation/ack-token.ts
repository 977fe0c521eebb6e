import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'escalation-link-key';
/** How long a ladder message's acknowledgement link works. */
export const ACK_LINK_TTL_MS = 24 * 3_600_000;

/**
 * The key the links are signed with: ESCALATION_LINK_KEY, or a random one kept in DATA_DIR beside
 * the session secret (made on first use, as the camera credentials' key is), so links sent before a
 * restart still work after it and rotating the session secret does not void them.
 */
export function loadLinkKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  if (env.ESCALATION_LINK_KEY) return Buffer.from(env.ESCALATION_LINK_KEY, 'utf8');
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another instance on the same directory wrote it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}

export interface AckClaim {
  incidentId: number;
  /** 'u12' (a user) or 'c5' (an alarm contact). */
  recipient: string;
  /** Epoch milliseconds after which the link refuses. */
  expiresAt: number;
}

const RECIPIENT = /^[uc]\d{1,10}$/;
const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<payload>.<signature>`: HMAC-SHA256 over the incident, the recipient and the expiry. */
export function signAckToken(key: Buffer, claim: AckClaim): string {
  if (!RECIPIENT.test(claim.recipient)) throw new Error(`not a recipient key: ${claim.recipient}`);
  const payload = Buffer.from(`${claim.incidentId}:${claim.recipient}:${claim.expiresAt}`, 'utf8').toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

export type AckTokenCheck = { ok: true; claim: AckClaim; signature: string } | { ok: false; reason: 'tampered' | 'expired' };

/** The claim of a token signed with this key and not yet expired; the signature is its single-use key. */
export function verifyAckToken(key: Buffer, token: string, now: number): AckTokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'tampered' };
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'tampered' };
  const [incident, recipient, expiry] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const claim = { incidentId: Number(incident), recipient, expiresAt: Number(expiry) };
  if (!Number.isSafeInteger(claim.incidentId) || claim.incidentId < 1 || !RECIPIENT.test(recipient ?? '') || !Number.isSafeInteger(claim.expiresAt)) return { ok: false, reason: 'tampered' };
  if (now > claim.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claim, signature };
}
