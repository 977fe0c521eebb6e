import { describe, expect, it } from 'vitest';
import { contactErrors, contactInput } from './contact-rules';
import { ALARM_TEXT } from './alarm-text';
import { PHONE_RE } from '../../../../shared/contract/field-rules';

const text = (lang: 'zh-CN' | 'en-US', key: string) => ALARM_TEXT[lang].alarm[key.replace('alarm.', '') as keyof (typeof ALARM_TEXT)['en-US']['alarm']];

describe('alarm contact rules', () => {
  it('refuses an empty phone, an empty name and a malformed e-mail with the spec messages', () => {
    const errors = contactErrors({ phone: ' ', name: '', email: 'not-an-address' });
    expect(errors).toEqual({ phone: 'alarm.phoneRequired', name: 'alarm.nameRequired', email: 'alarm.emailInvalid' });
    expect([errors.phone, errors.name, errors.email].map((key) => text('en-US', key!))).toEqual([
      'Contact phone number cannot be empty',
      'Contact name cannot be empty',
      'Mailbox format is incorrect',
    ]);
    expect(text('zh-CN', errors.phone!)).toBe('联系人电话不能为空');
  });

  it('accepts a contact without WeChat or e-mail, and refuses an over-long address', () => {
    expect(contactErrors({ phone: '13800000000', name: 'Li' })).toEqual({});
    expect(contactErrors({ phone: '13800000000', name: 'Li', email: `${'a'.repeat(250)}@x.com` })).toEqual({ email: 'alarm.emailInvalid' });
  });

  it('checks the phone with the server\'s and the user form\'s rule (shared/contract/field-rules.ts)', () => {
    for (const phone of ['12345', '1380000000a', '138000000001', '02112345678']) {
      expect(contactErrors({ phone, name: 'Li' }), phone).toEqual({ phone: 'alarm.phoneFormat' });
      expect(PHONE_RE.test(phone)).toBe(false);
    }
    expect(contactErrors({ phone: ' 13800000000 ', name: 'Li' })).toEqual({});
    expect(text('en-US', 'alarm.phoneFormat')).toBe('Contact phone number format is incorrect');
    expect(text('zh-CN', 'alarm.phoneFormat')).toBe('联系人电话格式不正确');
  });

  it('sends trimmed values and null for empty optional fields', () => {
    expect(contactInput({ phone: ' 138 ', name: ' Li ', wechat: '', email: ' ' })).toEqual({ phone: '138', name: 'Li', wechat: null, email: null });
  });
});
