export type Lang = 'zh-CN' | 'en-US';

type Entry = { 'zh-CN': string; 'en-US': string };

/**
 * Every message the server sends to a person, in both languages. Modules add their own entries
 * with registerMessages() so this file does not grow with each domain.
 */
const MESSAGES: Record<string, Entry> = {
  ok: { 'zh-CN': '操作成功', 'en-US': 'Success' },
  bad_request: { 'zh-CN': '请求参数有误', 'en-US': 'Bad request' },
  field_invalid: { 'zh-CN': '字段 {field} 不合法', 'en-US': 'Field {field} is invalid' },
  field_required: { 'zh-CN': '字段 {field} 不能为空', 'en-US': 'Field {field} is required' },
  field_type: { 'zh-CN': '字段 {field} 类型应为 {type}', 'en-US': 'Field {field} must be of type {type}' },
  field_too_long: { 'zh-CN': '字段 {field} 最多 {limit} 个字符', 'en-US': 'Field {field} must be at most {limit} characters' },
  field_too_short: { 'zh-CN': '字段 {field} 至少 {limit} 个字符', 'en-US': 'Field {field} must be at least {limit} characters' },
  field_range: { 'zh-CN': '字段 {field} 超出允许范围', 'en-US': 'Field {field} is out of range' },
  field_enum: { 'zh-CN': '字段 {field} 只能取 {values}', 'en-US': 'Field {field} must be one of {values}' },
  field_unknown: { 'zh-CN': '不允许的字段 {field}', 'en-US': 'Field {field} is not allowed' },
  field_nul: {
    'zh-CN': '字段 {field} 含有不允许的空字符（\\u0000）',
    'en-US': 'Field {field} contains a NUL character (\\u0000), which is not allowed',
  },
  field_not_finite: { 'zh-CN': '字段 {field} 必须是有限的数值', 'en-US': 'Field {field} must be a finite number' },
  // The database refused a value the schema let through: still the caller's input, never a 500.
  db_invalid_value: { 'zh-CN': '请求参数超出允许范围或格式有误', 'en-US': 'A value in the request is out of range or malformed' },
  db_invalid_value_field: { 'zh-CN': '字段 {field} 超出允许范围或格式有误', 'en-US': 'Field {field} is out of range or malformed' },
  db_duplicate: { 'zh-CN': '该记录已存在', 'en-US': 'This record already exists' },
  db_duplicate_field: { 'zh-CN': '{field} 已存在，不能重复', 'en-US': 'A record with this {field} already exists' },
  db_reference_missing: { 'zh-CN': '引用的记录不存在', 'en-US': 'The referenced record does not exist' },
  db_reference_missing_field: { 'zh-CN': '字段 {field} 引用的记录不存在', 'en-US': 'Field {field} refers to a record that does not exist' },
  db_in_use: { 'zh-CN': '该记录仍被其他数据引用，无法删除', 'en-US': 'This record is still in use by other data and cannot be removed' },
  db_unavailable: { 'zh-CN': '数据库暂时不可用，请稍后重试', 'en-US': 'The database is unavailable; try again later' },
  unauthorized: { 'zh-CN': '未登录或登录已过期，请重新登录', 'en-US': 'Not logged in or session expired. Please log in again.' },
  forbidden: { 'zh-CN': '权限不足', 'en-US': 'Insufficient permission' },
  forbidden_tenant: { 'zh-CN': '无权访问该数据', 'en-US': 'You may not access this data' },
  not_found: { 'zh-CN': '资源不存在', 'en-US': 'Not found' },
  api_not_found: { 'zh-CN': '接口不存在：{path}', 'en-US': 'No such API: {path}' },
  server_error: { 'zh-CN': '服务器错误', 'en-US': 'server error' },
  too_many_requests: { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests. Please try again later.' },
};

export function registerMessages(entries: Record<string, Entry>): void {
  for (const [key, entry] of Object.entries(entries)) {
    if (MESSAGES[key] && MESSAGES[key]['en-US'] !== entry['en-US']) {
      throw new Error(`message key "${key}" is registered twice with different texts`);
    }
    MESSAGES[key] = entry;
  }
}

export function hasMessage(key: string): boolean {
  return key in MESSAGES;
}

export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const entry = MESSAGES[key];
  const template = entry ? entry[lang] : key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** zh-CN unless the caller's Accept-Language prefers English. */
export function langFromHeader(header: string | undefined): Lang {
  if (!header) return 'zh-CN';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}
