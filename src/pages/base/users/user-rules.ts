import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import { EMAIL_MAX, PHONE_RE } from '../../../../shared/contract/field-rules';
import { passwordLengthRule } from '../../../lib/form-rules';

export const accountRules = (t: TFunction): Rule[] => [
  { required: true, whitespace: true, message: t('users.accountRequired') },
  { max: 64 },
];

export const passwordRules = (t: TFunction, required: boolean): Rule[] => [
  ...(required ? [{ required: true, message: t('users.pwdRequired') }] : []),
  passwordLengthRule(t),
];

/** The server's phone rule (shared/contract/field-rules.ts), so the form refuses what the server would. */
export const phoneRules = (t: TFunction): Rule[] => [{ pattern: PHONE_RE, message: t('users.phoneFormat') }];

export const emailRules = (t: TFunction): Rule[] => [
  { type: 'email', message: t('users.emailFormat') },
  { max: EMAIL_MAX, message: t('users.emailLength') },
];
