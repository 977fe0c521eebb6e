import { randomUUID } from 'node:crypto';
import type { SendFailure } from '../types';
import { aliyunPercentEncode, aliyunSignature } from './aliyun-signature';
import { networkFailure, serverFailure, type ProviderAnswer } from './outcome';

const TIMEOUT_MS = 10_000;
/** The SMS and voice APIs are served from one region whatever the caller's. */
const REGION = 'cn-hangzhou';

export interface AliyunCall {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  action: 'SendSms' | 'SingleCallByTts';
  version: string;
  params: Record<string, string>;
  /** Where the answer carries the message id: BizId (SMS), CallId (voice). */
  idField: 'BizId' | 'CallId';
}

/** Aliyun's codes (SendSms / SingleCallByTts "错误码") in the console's words. */
export function aliyunFailure(code: string): SendFailure {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL' || code.startsWith('Throttling')) return 'throttled';
  if (/NUMBER_ILLEGAL$/.test(code)) return 'bad_number';
  if (code === 'isv.AMOUNT_NOT_ENOUGH' || code === 'isv.OUT_OF_SERVICE') return 'no_balance';
  return 'rejected';
}

/** `2017-07-12T02:42:19Z`: Aliyun's Timestamp has no milliseconds. */
const timestamp = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/**
 * One RPC-style call, signed with the POP signature v1 (HMAC-SHA1) and POSTed as a form, answered
 * in JSON: Code "OK" with the id, or a Code the failure is read from. Never throws.
 */
export async function callAliyun(call: AliyunCall, at = new Date()): Promise<ProviderAnswer> {
  const params: Record<string, string> = {
    ...call.params,
    AccessKeyId: call.accessKeyId, Action: call.action, Format: 'JSON', RegionId: REGION, SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(), SignatureVersion: '1.0', Timestamp: timestamp(at), Version: call.version,
  };
  params.Signature = aliyunSignature('POST', params, call.accessKeySecret);
  const body = Object.entries(params).map(([k, v]) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(v)}`).join('&');
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${call.endpoint}/`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await res.text();
  } catch (error) {
    return networkFailure(error);
  }
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return res.status >= 500 ? serverFailure(res.status, text) : { ok: false, failure: 'rejected', code: `HTTP ${res.status}`, message: text.slice(0, 200) };
  }
  const code = String(answer.Code ?? `HTTP ${res.status}`);
  if (code === 'OK') return { ok: true, id: String(answer[call.idField] ?? '') };
  if (res.status >= 500 && !answer.Code) return serverFailure(res.status, text);
  return { ok: false, failure: aliyunFailure(code), code, message: String(answer.Message ?? '') };
}
