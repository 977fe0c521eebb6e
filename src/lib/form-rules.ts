import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/contract/field-rules';
import '../i18n/field-rule-words';

/*
 * Length limits of passwords, phones and codes are form rules, never an input's `maxLength`:
 * maxLength drops what is typed or pasted past it without a word (issue 42: a 40-character
 * password from a password manager was saved as its first 32, and the user could not log in).
 * A rule keeps every character, says why beside the field and stops the submit.
 */

/** Spec section 5: a new password has 6 to 32 characters, with the personal centre's words. */
export const passwordLengthRule = (t: TFunction): FormRule => ({ min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('fieldRules.pwdLength') });

/** At most `max` characters; the field's own message where it has one (a phone's format), else "at most N characters". */
export const maxCharsRule = (t: TFunction, max: number, message?: string): FormRule => ({ max, message: message ?? t('fieldRules.tooLong', { max }) });
