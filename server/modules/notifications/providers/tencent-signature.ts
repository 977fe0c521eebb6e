import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API 3.0's TC3-HMAC-SHA256 signature for a POST with a JSON body
 * (cloud.tencent.com/document/api/382/52072, the SMS API's "签名方法 v3"; the worked example is the
 * CVM one on cloud.tencent.com/document/product/215/36792): the canonical request signs the
 * content-type and host headers and the body's SHA-256; the key is derived from the secret through
 * the UTC date and the service; the signature is the lower-case hex of the last HMAC.
 */
export interface Tc3Input {
  secretId: string;
  secretKey: string;
  /** The product: `sms` for sms.tencentcloudapi.com. */
  service: string;
  /** The Host header as sent (with its port, where one is given). */
  host: string;
  /** X-TC-Timestamp, in seconds. */
  timestamp: number;
  contentType: string;
  payload: string;
}

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';
const SIGNED_HEADERS = 'content-type;host';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export function tc3CanonicalRequest(input: Pick<Tc3Input, 'host' | 'contentType' | 'payload'>): string {
  const headers = `content-type:${input.contentType.trim().toLowerCase()}\nhost:${input.host.trim().toLowerCase()}\n`;
  return ['POST', '/', '', headers, SIGNED_HEADERS, sha256Hex(input.payload)].join('\n');
}

/** The UTC date of the timestamp: the credential scope's date (a local date breaks at midnight). */
export const tc3Date = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

export function tc3StringToSign(input: Tc3Input): string {
  const scope = `${tc3Date(input.timestamp)}/${input.service}/tc3_request`;
  return [TC3_ALGORITHM, String(input.timestamp), scope, sha256Hex(tc3CanonicalRequest(input))].join('\n');
}

export function tc3Signature(input: Tc3Input): string {
  const secretDate = hmac(`TC3${input.secretKey}`, tc3Date(input.timestamp));
  const secretSigning = hmac(hmac(secretDate, input.service), 'tc3_request');
  return createHmac('sha256', secretSigning).update(tc3StringToSign(input), 'utf8').digest('hex');
}

/** The Authorization header's value. */
export function tc3Authorization(input: Tc3Input): string {
  const scope = `${tc3Date(input.timestamp)}/${input.service}/tc3_request`;
  return `${TC3_ALGORITHM} Credential=${input.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${tc3Signature(input)}`;
}
