import type { TencentSmsSettings } from '../provider-config';
import { chooseTemplate, templateValues } from '../templates';
import type { NotifyChannel, SendFailure } from '../types';
import { networkFailure, serverFailure, type ProviderAnswer } from './outcome';
import { providerChannel } from './provider-channel';
import { tc3Authorization } from './tencent-signature';

const TIMEOUT_MS = 10_000;
const VERSION = '2021-01-11';
const CONTENT_TYPE = 'application/json; charset=utf-8';
/** A cautious cut for one template variable: Tencent's limit depends on the variable's kind in the approved template. */
export const TENCENT_VARIABLE_MAX = 20;

/** Tencent's codes (SendSms "错误码", per number or for the request) in the console's words. */
export function tencentFailure(code: string): SendFailure {
  if (code.startsWith('LimitExceeded') || code.startsWith('RequestLimitExceeded')) return 'throttled';
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber' || code === 'FailedOperation.PhoneNumberParseFail') return 'bad_number';
  if (code === 'FailedOperation.InsufficientBalanceInSmsPackage' || code.startsWith('UnauthorizedOperation.SerivceSuspendDueToArrears')) return 'no_balance';
  // The provider's own trouble (InternalError.Timeout ...): asked again like a broken connection.
  if (code.startsWith('InternalError')) return 'network';
  return 'rejected';
}

/** E.164, as Tencent wants it: a mainland mobile written without its country code gets +86. */
export const e164 = (to: string) => {
  const number = to.trim().replace(/[\s-]/g, '');
  if (number.startsWith('+')) return number;
  if (number.startsWith('00')) return `+${number.slice(2)}`;
  return /^1\d{10}$/.test(number) ? `+86${number}` : `+${number}`;
};

interface SendSmsResponse {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: Array<{ SerialNo?: string; Code?: string; Message?: string }>;
  };
}

async function sendSms(settings: TencentSmsSettings, body: Record<string, unknown>, at = Date.now()): Promise<ProviderAnswer> {
  const payload = JSON.stringify(body);
  const url = new URL(`${settings.endpoint}/`);
  const timestamp = Math.floor(at / 1000);
  const authorization = tc3Authorization({
    secretId: settings.secretId, secretKey: settings.secretKey, service: 'sms', host: url.host, timestamp, contentType: CONTENT_TYPE, payload,
  });
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization, 'content-type': CONTENT_TYPE, 'x-tc-action': 'SendSms', 'x-tc-version': VERSION,
        'x-tc-timestamp': String(timestamp), 'x-tc-region': settings.region,
      },
      body: payload,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await res.text();
  } catch (error) {
    return networkFailure(error);
  }
  let answer: SendSmsResponse;
  try {
    answer = JSON.parse(text) as SendSmsResponse;
  } catch {
    return res.status >= 500 ? serverFailure(res.status, text) : { ok: false, failure: 'rejected', code: `HTTP ${res.status}`, message: text.slice(0, 200) };
  }
  const error = answer.Response?.Error;
  if (error?.Code) return { ok: false, failure: tencentFailure(error.Code), code: error.Code, message: error.Message ?? '' };
  const status = answer.Response?.SendStatusSet?.[0];
  if (!status?.Code) return res.status >= 500 ? serverFailure(res.status, text) : { ok: false, failure: 'rejected', code: `HTTP ${res.status}`, message: text.slice(0, 200) };
  if (status.Code === 'Ok') return { ok: true, id: status.SerialNo ?? '' };
  return { ok: false, failure: tencentFailure(status.Code), code: status.Code, message: status.Message ?? '' };
}

/**
 * Tencent Cloud SMS (SendSms, 2021-01-11, TC3-HMAC-SHA256): one number per request, the language's
 * TemplateId with TemplateParamSet [title, detail]; delivered when its status is Ok with a SerialNo.
 */
export function tencentSmsChannel(settings: TencentSmsSettings): NotifyChannel {
  return providerChannel('tencent', (message) => {
    const template = chooseTemplate(settings.templates, message, settings.language);
    const values = templateValues(message, template.language, TENCENT_VARIABLE_MAX);
    return sendSms(settings, {
      PhoneNumberSet: [e164(message.to)], SmsSdkAppId: settings.sdkAppId, SignName: settings.signName,
      TemplateId: template.code, TemplateParamSet: [values.title, values.detail],
    });
  }, settings.retry);
}
