import { registerMessages } from '../../i18n/messages';

registerMessages({
  weblog_bad_time: { 'zh-CN': '时间格式不正确：{field}', 'en-US': 'Invalid time: {field}' },
  weblog_sheet_login: { 'zh-CN': '登录日志', 'en-US': 'Login log' },
  weblog_sheet_op: { 'zh-CN': '操作日志', 'en-US': 'Operation log' },
  weblog_col_account: { 'zh-CN': '账号', 'en-US': 'Account' },
  weblog_col_ip: { 'zh-CN': 'IP', 'en-US': 'IP' },
  weblog_col_time: { 'zh-CN': '时间', 'en-US': 'Time' },
  weblog_col_type: { 'zh-CN': '登录类型', 'en-US': 'Login type' },
  weblog_col_action: { 'zh-CN': '操作', 'en-US': 'Action' },
  weblog_col_target: { 'zh-CN': '对象', 'en-US': 'Target' },
  weblog_col_result: { 'zh-CN': '结果', 'en-US': 'Result' },
  weblog_ok: { 'zh-CN': '成功', 'en-US': 'Succeeded' },
  weblog_failed: { 'zh-CN': '失败', 'en-US': 'Failed' },
  weblog_export_truncated: {
    'zh-CN': '仅导出前 {limit} 条，请缩小时间范围后再导出',
    'en-US': 'Only the first {limit} rows were exported; narrow the time range for the rest',
  },
  weblog_bad_range: { 'zh-CN': '开始时间不能晚于结束时间', 'en-US': 'The start time must not be after the end time' },
});
