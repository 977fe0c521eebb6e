import { registerMessages } from '../../i18n/messages';

registerMessages({
  weblog_bad_time: { 'zh-CN': '时间格式不正确：{field}', 'en-US': 'Invalid time: {field}' },
  weblog_bad_range: { 'zh-CN': '开始时间不能晚于结束时间', 'en-US': 'The start time must not be after the end time' },
});
