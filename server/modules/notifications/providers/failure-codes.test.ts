import { describe, expect, it } from 'vitest';
import { aliyunFailure } from './aliyun-rpc';
import { tencentFailure } from './tencent-sms';

/** The providers' documented error codes (SendSms / SingleCallByTts "错误码") in the console's words. */
describe('failure codes', () => {
  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', 'throttled'],
    ['Throttling.User', 'throttled'],
    ['isv.MOBILE_NUMBER_ILLEGAL', 'bad_number'],
    ['isv.AMOUNT_NOT_ENOUGH', 'no_balance'],
    ['isv.OUT_OF_SERVICE', 'no_balance'],
    ['isv.SMS_TEMPLATE_ILLEGAL', 'rejected'],
    ['SignatureDoesNotMatch', 'rejected'],
  ])('Aliyun %s is %s', (code, failure) => {
    expect(aliyunFailure(code)).toBe(failure);
  });

  it.each([
    ['LimitExceeded.PhoneNumberDailyLimit', 'throttled'],
    ['RequestLimitExceeded', 'throttled'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'bad_number'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'no_balance'],
    ['InternalError.Timeout', 'network'],
    ['FailedOperation.TemplateIncorrectOrUnapproved', 'rejected'],
    ['AuthFailure.SignatureFailure', 'rejected'],
  ])('Tencent %s is %s', (code, failure) => {
    expect(tencentFailure(code)).toBe(failure);
  });
});
