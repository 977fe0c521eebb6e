import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tc3Signature } from '../../server/modules/notifications/providers/tencent-signature';
import type { DoubleAnswer } from './aliyun-double';

/**
 * A local stand-in for Tencent Cloud SMS SendSms (API 3.0, version 2021-01-11), answering as
 * Tencent documents (cloud.tencent.com/document/api/382/55981 and its error codes):
 * - the Authorization header's TC3-HMAC-SHA256 signature is recomputed from the Host, Content-Type,
 *   X-TC-Timestamp and body that arrived (cloud.tencent.com/document/api/382/52072); a mismatch
 *   answers AuthFailure.SignatureFailure, an unknown SecretId AuthFailure.SecretIdNotFound, a
 *   scope date other than the timestamp's UTC date AuthFailure.InvalidAuthorization;
 * - {PhoneNumberSet: [one E.164 number], SmsSdkAppId, SignName, TemplateId, TemplateParamSet}
 *   -> SendStatusSet [{SerialNo, Code: Ok}], or, by script or for a number that is not +86 and 11
 *   digits: LimitExceeded.PhoneNumberThirtySecondLimit (throttled),
 *   InvalidParameterValue.IncorrectPhoneNumber (bad number),
 *   FailedOperation.InsufficientBalanceInSmsPackage (no balance), per number as Tencent reports them.
 */
export interface TencentRequest {
  headers: Record<string, string>;
  body: Record<string, unknown>;
  signed: boolean;
  code: string;
}

export interface TencentSmsDouble {
  origin: string;
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  requests: TencentRequest[];
  script(number: string, answers: DoubleAnswer[]): void;
  close(): Promise<void>;
}

const FAILURES: Record<Exclude<DoubleAnswer, 'ok'>, { Code: string; Message: string }> = {
  throttled: { Code: 'LimitExceeded.PhoneNumberThirtySecondLimit', Message: '单个手机号30秒内下发短信条数超过设定的上限' },
  bad_number: { Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: '手机号格式错误' },
  no_balance: { Code: 'FailedOperation.InsufficientBalanceInSmsPackage', Message: '套餐包余量不足' },
};
const AUTH = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTencentSmsDouble(): Promise<TencentSmsDouble> {
  const secretId = `AKID${randomBytes(16).toString('hex')}`;
  const secretKey = randomBytes(16).toString('hex');
  const sdkAppId = '1400006666';
  const requests: TencentRequest[] = [];
  const scripts = new Map<string, DoubleAnswer[]>();

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // Answered below as a signature that cannot match an unreadable body, as Tencent would.
      }
      const respond = (payload: Record<string, unknown>, signed: boolean, code: string) => {
        requests.push({ headers, body, signed, code });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Response: { ...payload, RequestId: randomUUID() } }));
      };
      const error = (Code: string, Message: string, signed: boolean) => respond({ Error: { Code, Message } }, signed, Code);

      const auth = AUTH.exec(headers.authorization ?? '');
      if (!auth) return error('AuthFailure.InvalidAuthorization', 'Credential is not well formatted.', false);
      const [, id, date, service, signedHeaders, signature] = auth;
      if (id !== secretId) return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found, please ensure that your SecretId is correct.', false);
      const timestamp = Number(headers['x-tc-timestamp']);
      if (service !== 'sms' || signedHeaders !== 'content-type;host' || new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) {
        return error('AuthFailure.InvalidAuthorization', 'Credential scope or signed headers are not valid.', false);
      }
      const expected = tc3Signature({ secretId, secretKey, service, host: headers.host ?? '', timestamp, contentType: headers['content-type'] ?? '', payload: raw });
      if (signature !== expected) return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.', false);
      if (headers['x-tc-action'] !== 'SendSms' || headers['x-tc-version'] !== '2021-01-11') return error('InvalidAction', 'The action or version is not valid.', true);

      const numbers = Array.isArray(body.PhoneNumberSet) ? (body.PhoneNumberSet as string[]) : [];
      if (numbers.length !== 1 || body.SmsSdkAppId !== sdkAppId || !body.TemplateId || !Array.isArray(body.TemplateParamSet)) {
        return error('InvalidParameterValue.MissingParameter', 'PhoneNumberSet, SmsSdkAppId, TemplateId or TemplateParamSet is missing or wrong.', true);
      }
      const number = numbers[0];
      const outcome: DoubleAnswer = scripts.get(number)?.shift() ?? (/^\+861\d{10}$/.test(number) ? 'ok' : 'bad_number');
      const status = outcome === 'ok'
        ? { SerialNo: `5000:${randomBytes(8).readBigUInt64BE()}`, Fee: 1, Code: 'Ok', Message: 'send success' }
        : { SerialNo: '', Fee: 0, ...FAILURES[outcome] };
      respond({ SendStatusSet: [{ PhoneNumber: number, SessionContext: '', IsoCode: 'CN', ...status }] }, true, status.Code);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    secretId,
    secretKey,
    sdkAppId,
    requests,
    script: (number, answers) => scripts.set(number, [...answers]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
