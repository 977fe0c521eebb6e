import { createCipheriv, createPublicKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptResource, MAX_CLOCK_SKEW_SECONDS, verifySignature, type EncryptedResource } from '../../server/modules/payments/wechatpay/crypto';

/**
 * WeChat Pay v3 notifications as the provider documents them, built here independently of the
 * module's own helpers: the body signed with SHA256withRSA over "timestamp\nnonce\nbody\n" by a
 * test platform key, the transaction encrypted with AEAD_AES_256_GCM (tag appended, base64) under
 * a 32-byte APIv3 key.
 */
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const API_V3_KEY = '0123456789abcdefABCDEF0123456789';
const NOW = 1_764_000_000;
let platform: { privateKey: KeyObject; publicKey: KeyObject };
let keys: Map<string, KeyObject>;

function encrypt(plaintext: string, key = API_V3_KEY, nonce = 'a1b2c3d4e5f6', aad = 'transaction'): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), nonce, associated_data: aad };
}

const transaction = {
  mchid: '1230000109', appid: 'wxd678efh567hg6787', out_trade_no: 'P20261125093000123456', transaction_id: '4200000985202611252481331441',
  trade_type: 'NATIVE', trade_state: 'SUCCESS', trade_state_desc: '支付成功', success_time: '2026-11-25T09:30:05+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }, amount: { total: 12000, payer_total: 12000, currency: 'CNY', payer_currency: 'CNY' },
};

function notification(timestamp = NOW, nonce = 'fdasflkja484w') {
  const body = JSON.stringify({
    id: 'EV-2018022511223320873', create_time: '2026-11-25T09:30:05+08:00', resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS', summary: '支付成功', resource: encrypt(JSON.stringify(transaction)),
  });
  const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platform.privateKey, 'base64');
  return {
    body,
    headers: { 'wechatpay-signature': signature, 'wechatpay-timestamp': String(timestamp), 'wechatpay-nonce': nonce, 'wechatpay-serial': SERIAL },
  };
}

beforeAll(() => {
  platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  keys = new Map([[SERIAL, createPublicKey(platform.privateKey)]]);
});

describe('WECHATPAY2-SHA256-RSA2048 notification signature', () => {
  it('accepts a notification signed by the platform key its serial names', () => {
    const { body, headers } = notification();
    expect(verifySignature(headers, body, keys, NOW)).toBeNull();
  });

  it('refuses a tampered body, even one changed by a single character or re-serialised', () => {
    const { body, headers } = notification();
    expect(verifySignature(headers, body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESs'), keys, NOW)).toBe('bad_signature');
    expect(verifySignature(headers, JSON.stringify(JSON.parse(body), null, 1), keys, NOW)).toBe('bad_signature');
    expect(verifySignature({ ...headers, 'wechatpay-nonce': 'other' }, body, keys, NOW)).toBe('bad_signature');
  });

  it('refuses a serial it does not know, and a right serial with another key', () => {
    const { body, headers } = notification();
    expect(verifySignature({ ...headers, 'wechatpay-serial': 'FFFF' }, body, keys, NOW)).toBe('unknown_serial');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(verifySignature(headers, body, new Map([[SERIAL, other.publicKey]]), NOW)).toBe('bad_signature');
  });

  it('refuses a timestamp older or newer than the allowed skew (a replay), and accepts one at its edge', () => {
    const old = notification(NOW - MAX_CLOCK_SKEW_SECONDS - 1);
    expect(verifySignature(old.headers, old.body, keys, NOW)).toBe('stale_timestamp');
    const future = notification(NOW + MAX_CLOCK_SKEW_SECONDS + 1);
    expect(verifySignature(future.headers, future.body, keys, NOW)).toBe('stale_timestamp');
    const edge = notification(NOW - MAX_CLOCK_SKEW_SECONDS);
    expect(verifySignature(edge.headers, edge.body, keys, NOW)).toBeNull();
  });

  it('refuses missing headers and a timestamp that is not a number', () => {
    const { body, headers } = notification();
    expect(verifySignature({ ...headers, 'wechatpay-signature': undefined }, body, keys, NOW)).toBe('missing_headers');
    expect(verifySignature({ ...headers, 'wechatpay-timestamp': '17e8' }, body, keys, NOW)).toBe('missing_headers');
  });
});

describe('AEAD_AES_256_GCM resource decryption', () => {
  it('recovers the transaction with the APIv3 key', () => {
    const { body } = notification();
    const resource = (JSON.parse(body) as { resource: EncryptedResource }).resource;
    expect(JSON.parse(decryptResource(resource, API_V3_KEY))).toEqual(transaction);
  });

  it('fails with another key, a changed ciphertext, nonce or associated data', () => {
    const resource = encrypt(JSON.stringify(transaction));
    expect(() => decryptResource(resource, 'X'.repeat(32))).toThrow();
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[3] ^= 1;
    expect(() => decryptResource({ ...resource, ciphertext: bytes.toString('base64') }, API_V3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, nonce: 'a1b2c3d4e5f7' }, API_V3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, associated_data: 'refund' }, API_V3_KEY)).toThrow();
  });

  it('refuses another algorithm and a key that is not 32 bytes', () => {
    const resource = encrypt('{}');
    expect(() => decryptResource({ ...resource, algorithm: 'AES_128_CBC' }, API_V3_KEY)).toThrow(/unsupported/);
    expect(() => decryptResource(resource, 'short')).toThrow(/32 bytes/);
  });
});
