import { createHash, randomBytes } from 'node:crypto';

/**
 * A device's MQTT password: shown to the person once, stored only as its hash in
 * devices.secret_hash. The stored form `sha256$<hex>` is the one the broker's authenticate hook
 * verifies (server/mqtt/device-secrets.ts).
 */
export function issueDeviceSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashDeviceSecret(secret) };
}

export function hashDeviceSecret(secret: string): string {
  return `sha256$${createHash('sha256').update(secret).digest('hex')}`;
}
