import { registerTranslations } from './index';

/**
 * The words of src/lib/form-rules.ts, registered where a form that uses them loads rather than in
 * the shell's locales, which /login loads within its bundle budget.
 */
registerTranslations({
  'zh-CN': { fieldRules: { pwdLength: '密码长度为 6 到 32 个字符', tooLong: '最多 {{max}} 个字符' } },
  'en-US': { fieldRules: { pwdLength: 'Password must be 6 to 32 characters', tooLong: 'At most {{max}} characters' } },
});
