import { EMAIL_MAX, EMAIL_RE, PHONE_RE } from '../../../../shared/contract/field-rules';

export interface ContactValues {
  phone: string;
  name: string;
  wechat?: string | null;
  email?: string | null;
}

/** Message keys (alarm.*) of spec section 5's alarm-contact rules, the first failing per field. */
export function contactErrors(values: Partial<ContactValues>): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  const phone = values.phone?.trim();
  if (!phone) errors.phone = 'alarm.phoneRequired';
  // The server's (and the user form's) phone rule, from the shared contract.
  else if (!PHONE_RE.test(phone)) errors.phone = 'alarm.phoneFormat';
  if (!values.name?.trim()) errors.name = 'alarm.nameRequired';
  const email = values.email?.trim();
  if (email && (email.length > EMAIL_MAX || !EMAIL_RE.test(email))) errors.email = 'alarm.emailInvalid';
  return errors;
}

/** The body sent: trimmed, empty WeChat and e-mail as null. */
export function contactInput(values: ContactValues): ContactValues {
  const orNull = (v?: string | null) => (v && v.trim() ? v.trim() : null);
  return { phone: values.phone.trim(), name: values.name.trim(), wechat: orNull(values.wechat), email: orNull(values.email) };
}
