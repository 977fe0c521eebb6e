import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/contract/field-rules';
import { registerTranslations } from '../i18n';

/*
 * Length limits of passwords, phones and codes are form rules, never an input's `maxLength`:
 * maxLength drops what is typed or pasted past it without a word (issue 42: a 40-character
 * password from a password manager was saved as its first 32, and the user could not log in).
 * A rule keeps every character, says why beside the field and stops the submit.
 */

// Registered with the forms that use them, not in the shell's locales, which /login loads within its bundle budget.
registerTranslations({
  'zh-CN': { fieldRules: { pwdLength: '密码长度为 6 到 32 个字符', tooLong: '最多 {{max}} 个字符' } },
  'en-US': { fieldRules: { pwdLength: 'Password must be 6 to 32 characters', tooLong: 'At most {{max}} characters' } },
});

/** Spec section 5: a new password has 6 to 32 characters, with the personal centre's words. */
export const passwordLengthRule = (t: TFunction): FormRule => ({ min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('fieldRules.pwdLength') });

/** "At most N characters", for a field over its limit. */
export const maxCharsMessage = (t: TFunction, max: number): string => t('fieldRules.tooLong', { max });

/** At most `max` characters; the field's own message where it has one (a phone's format), else "at most N characters". */
export const maxCharsRule = (t: TFunction, max: number, message?: string): FormRule => ({ max, message: message ?? maxCharsMessage(t, max) });
