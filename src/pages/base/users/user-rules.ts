import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import { PHONE_RE } from '../../../../shared/contract/field-rules';

/** Spec section 5 and 9: password 6 to 32 characters; e-mail format, at most 255 characters. */
export const PWD_MIN = 6;
export const PWD_MAX = 32;
export const EMAIL_MAX = 255;

export const accountRules = (t: TFunction): Rule[] => [
  { required: true, whitespace: true, message: t('users.accountRequired') },
  { max: 64 },
];

export const passwordRules = (t: TFunction, required: boolean): Rule[] => [
  ...(required ? [{ required: true, message: t('users.pwdRequired') }] : []),
  { min: PWD_MIN, max: PWD_MAX, message: t('users.pwdLength') },
];

/** The server's phone rule (shared/contract/field-rules.ts), so the form refuses what the server would. */
export const phoneRules = (t: TFunction): Rule[] => [{ pattern: PHONE_RE, message: t('users.phoneFormat') }];

export const emailRules = (t: TFunction): Rule[] => [
  { type: 'email', message: t('users.emailFormat') },
  { max: EMAIL_MAX, message: t('users.emailLength') },
];
