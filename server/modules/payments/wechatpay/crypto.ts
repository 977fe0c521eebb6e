import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3's two primitives, as the provider documents them:
 * - WECHATPAY2-SHA256-RSA2048: SHA256withRSA (PKCS#1 v1.5) over lines joined by "\n", each line
 *   followed by "\n"; a notification or response signs `timestamp\nnonce\nbody\n` and names the
 *   platform key in Wechatpay-Serial; a request signs `method\nurl\ntimestamp\nnonce\nbody\n`.
 * - AEAD_AES_256_GCM: the notification's `resource`, ciphertext base64 with the 16-byte tag at its
 *   end, a 12-byte nonce and associated data, keyed with the 32-byte APIv3 key.
 * The sandbox provider uses the same functions with a local key pair, so both share one verifier.
 */

/** A notification older or newer than this (seconds) is refused, as the provider advises, so a captured one cannot be replayed later. */
export const MAX_CLOCK_SKEW_SECONDS = 300;
const TAG_BYTES = 16;

/** The message a signature covers: every part followed by a line feed. */
export const signedMessage = (...parts: string[]) => parts.map((part) => `${part}\n`).join('');

export function signWith(privateKey: KeyObject | string, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export interface SignedHeaders {
  'wechatpay-signature'?: string;
  'wechatpay-timestamp'?: string;
  'wechatpay-nonce'?: string;
  'wechatpay-serial'?: string;
}

export type VerifyFailure = 'missing_headers' | 'unknown_serial' | 'stale_timestamp' | 'bad_signature';

/**
 * Checks a notification's (or response's) signature against the platform key its serial names.
 * `body` must be the raw bytes as received: re-serialised JSON would not match. Returns null when
 * it holds, else why not.
 */
export function verifySignature(
  headers: SignedHeaders,
  body: string,
  platformKeys: ReadonlyMap<string, KeyObject>,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): VerifyFailure | null {
  const signature = headers['wechatpay-signature'];
  const timestamp = headers['wechatpay-timestamp'];
  const nonce = headers['wechatpay-nonce'];
  const serial = headers['wechatpay-serial'];
  if (!signature || !timestamp || !nonce || !serial || !/^\d{1,12}$/.test(timestamp)) return 'missing_headers';
  const key = platformKeys.get(serial);
  if (!key) return 'unknown_serial';
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return 'stale_timestamp';
  const valid = createVerify('RSA-SHA256').update(signedMessage(timestamp, nonce, body)).verify(key, signature, 'base64');
  return valid ? null : 'bad_signature';
}

/** The `resource` object of a notification. */
export interface EncryptedResource {
  original_type: string;
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** Decrypts a resource with the APIv3 key; throws when the key, nonce, data or tag do not match. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The provider's side of decryptResource: the sandbox and the tests make resources with it. */
export function encryptResource(plaintext: string, apiV3Key: string, associatedData: string, originalType = 'transaction'): EncryptedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce, associated_data: associatedData };
}

/** A random nonce of the documented alphabet (letters and digits, 32 characters). */
export const nonceStr = () => randomBytes(16).toString('hex').toUpperCase();

/**
 * Signs a body as the platform does (the sandbox's notifications and the test double's answers):
 * the four Wechatpay-* headers.
 */
export function platformHeaders(privateKey: KeyObject | string, serial: string, body: string, nowSeconds = Math.floor(Date.now() / 1000)): Required<SignedHeaders> {
  const timestamp = String(nowSeconds);
  const nonce = nonceStr();
  return {
    'wechatpay-signature': signWith(privateKey, signedMessage(timestamp, nonce, body)),
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': serial,
  };
}

/** The Authorization header of a merchant request (method, path with query, body). */
export function authorization(mchid: string, serial: string, privateKey: KeyObject | string, method: string, url: string, body: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const nonce = nonceStr();
  const timestamp = String(nowSeconds);
  const signature = signWith(privateKey, signedMessage(method, url, timestamp, nonce, body));
  return `WECHATPAY2-SHA256-RSA2048 mchid="${mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${serial}"`;
}
