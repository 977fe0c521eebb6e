import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import '../db/core-tables';

/**
 * Device MQTT credentials: username = device_id, password = a per-device secret. Only a hash is
 * stored (devices.secret_hash). Secrets are 256-bit random strings, so a fast hash is as strong as
 * a slow one here, and it keeps ~30 reconnecting devices from costing a scrypt each.
 */
const HASH_SCHEME = 'sha256';
/** site_config key of the key from which the simulator derives the seeded devices' secrets. */
const SIM_KEY = 'mqtt.sim_device_key';

/** A new random secret, shown once to whoever creates the device. */
export function issueDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDeviceSecret(secret: string): string {
  return `${HASH_SCHEME}$${createHash('sha256').update(secret).digest('hex')}`;
}

export function verifyDeviceSecret(secret: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, hex] = stored.split('$');
  if (scheme !== HASH_SCHEME || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = createHash('sha256').update(secret).digest();
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** The secret of a device the simulator speaks for: HMAC of its id under the simulator key. */
export function deriveDeviceSecret(simKey: string, deviceId: string): string {
  return createHmac('sha256', simKey).update(deviceId).digest('base64url');
}

/**
 * The simulator key, kept in the database so that every instance sharing a PostgreSQL database
 * (and every restart) derives the same secrets. Created on first use.
 */
export async function loadSimKey(db: Kysely<DB>): Promise<string> {
  const existing = await db.selectFrom('site_config').select('value').where('key', '=', SIM_KEY).executeTakeFirst();
  if (existing && typeof existing.value === 'string') return existing.value;
  const key = randomBytes(32).toString('hex');
  await db
    .insertInto('site_config')
    .values({ key: SIM_KEY, value: JSON.stringify(key) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('site_config').select('value').where('key', '=', SIM_KEY).executeTakeFirstOrThrow();
  return row.value as string;
}

/**
 * Gives every device without credentials (the seeded ones, or one created without a secret) the
 * secret the simulator can derive, so the demo works out of the box. Returns how many it set.
 */
export async function ensureDeviceSecrets(db: Kysely<DB>, simKey: string): Promise<number> {
  const missing = await db.selectFrom('devices').select('device_id').where('secret_hash', 'is', null).execute();
  for (const { device_id } of missing) {
    await db
      .updateTable('devices')
      .set({ secret_hash: hashDeviceSecret(deriveDeviceSecret(simKey, device_id)) })
      .where('device_id', '=', device_id)
      .where('secret_hash', 'is', null)
      .execute();
  }
  return missing.length;
}
