import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunSignature } from '../../server/modules/notifications/providers/aliyun-signature';

/**
 * A local stand-in for Aliyun's SMS (dysmsapi SendSms) and voice (dyvmsapi SingleCallByTts) RPC
 * APIs, 2017-05-25, answering as Aliyun documents (JSON with Format=JSON):
 * - every request's Signature is recomputed from what arrived with the POP v1 algorithm and the
 *   secret (help.aliyun.com/document_detail/101343.html); a mismatch is HTTP 400
 *   SignatureDoesNotMatch, an unknown AccessKeyId HTTP 404 InvalidAccessKeyId.NotFound, a Timestamp
 *   without its Z or an unused SignatureNonce's reuse HTTP 400, as Aliyun answers them;
 * - SendSms {PhoneNumbers, SignName, TemplateCode, TemplateParam (JSON)} -> {Code: OK, BizId}
 *   and SingleCallByTts {CalledNumber, TtsCode, TtsParam} -> {Code: OK, CallId}, or, by script or
 *   for a number that is not 11 mainland digits: isv.BUSINESS_LIMIT_CONTROL (throttled),
 *   isv.MOBILE_NUMBER_ILLEGAL (bad number), isv.AMOUNT_NOT_ENOUGH (no balance), with HTTP 200 as
 *   Aliyun sends its business errors.
 */
export type DoubleAnswer = 'ok' | 'throttled' | 'bad_number' | 'no_balance';

export interface AliyunRequest {
  method: string;
  action: string;
  params: Record<string, string>;
  /** Recomputed signature matched the one sent. */
  signed: boolean;
  code: string;
}

export interface AliyunDouble {
  origin: string;
  accessKeyId: string;
  accessKeySecret: string;
  requests: AliyunRequest[];
  /** The next answers for a number, in order (then: ok, or bad number for a malformed one). */
  script(number: string, answers: DoubleAnswer[]): void;
  close(): Promise<void>;
}

const FAILURES: Record<Exclude<DoubleAnswer, 'ok'>, { Code: string; Message: string }> = {
  throttled: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' },
  bad_number: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' },
  no_balance: { Code: 'isv.AMOUNT_NOT_ENOUGH', Message: '账户余额不足' },
};
const COMMON = ['AccessKeyId', 'Action', 'Format', 'SignatureMethod', 'SignatureNonce', 'SignatureVersion', 'Timestamp', 'Version'];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startAliyunDouble(): Promise<AliyunDouble> {
  const accessKeyId = `LTAI${randomBytes(8).toString('hex')}`;
  const accessKeySecret = randomBytes(15).toString('base64');
  const requests: AliyunRequest[] = [];
  const scripts = new Map<string, DoubleAnswer[]>();
  const nonces = new Set<string>();
  const requestId = () => randomBytes(16).toString('hex').toUpperCase();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
      const params = Object.fromEntries(form.entries());
      const answer = (status: number, body: Record<string, unknown>, signed: boolean) => {
        requests.push({ method: req.method ?? '', action: params.Action ?? '', params, signed, code: String(body.Code) });
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify({ RequestId: requestId(), ...body }));
      };
      const missing = COMMON.find((name) => !params[name]) ?? (params.Signature ? undefined : 'Signature');
      if (missing) return answer(400, { Code: 'MissingParameter', Message: `The input parameter "${missing}" that is mandatory for processing this request is not supplied.` }, false);
      if (params.AccessKeyId !== accessKeyId) return answer(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' }, false);
      const { Signature: sent, ...signedParams } = params;
      const expected = aliyunSignature(req.method === 'POST' ? 'POST' : 'GET', signedParams, accessKeySecret);
      if (sent !== expected) return answer(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }, false);
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp)) return answer(400, { Code: 'InvalidTimeStamp.Format', Message: 'Specified time stamp or date value is not well formatted.' }, true);
      if (nonces.has(params.SignatureNonce)) return answer(400, { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' }, true);
      nonces.add(params.SignatureNonce);

      const sms = params.Action === 'SendSms';
      if (!sms && params.Action !== 'SingleCallByTts') return answer(404, { Code: 'InvalidAction.NotFound', Message: `Specified api is not found, please check your url and method.` }, true);
      const number = sms ? params.PhoneNumbers : params.CalledNumber;
      const json = sms ? params.TemplateParam : params.TtsParam;
      if (!number || !(sms ? params.SignName && params.TemplateCode : params.TtsCode)) return answer(200, { Code: 'isv.INVALID_PARAMETERS', Message: '参数异常' }, true);
      try {
        JSON.parse(json ?? '{}');
      } catch {
        return answer(200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' }, true);
      }
      const scripted = scripts.get(number)?.shift();
      const outcome: DoubleAnswer = scripted ?? (/^(\+?86)?1\d{10}$/.test(number) ? 'ok' : 'bad_number');
      if (outcome !== 'ok') return answer(200, FAILURES[outcome], true);
      const id = `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}^0`;
      answer(200, { Code: 'OK', Message: 'OK', ...(sms ? { BizId: id } : { CallId: id }) }, true);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    accessKeyId,
    accessKeySecret,
    requests,
    script: (number, answers) => scripts.set(number, [...answers]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
