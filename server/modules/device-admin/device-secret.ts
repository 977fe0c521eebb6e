import { createHash, randomBytes } from 'node:crypto';

/**
 * A device's MQTT password: shown to the person once, stored only as its hash in
 * devices.secret_hash (the broker's authenticate hook compares hashes).
 */
export function issueDeviceSecret(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { secret, hash: hashDeviceSecret(secret) };
}

export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
