import { hashDeviceSecret, issueDeviceSecret as newSecret } from '../../../mqtt/device-secrets';

/**
 * A device's MQTT password and the hash stored in devices.secret_hash, in the broker's own
 * format (server/mqtt/device-secrets.ts), so a device created here logs in at once.
 */
export function issueDeviceSecret(): { secret: string; hash: string } {
  const secret = newSecret();
  return { secret, hash: hashDeviceSecret(secret) };
}
