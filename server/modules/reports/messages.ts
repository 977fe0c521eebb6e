import { registerMessages } from '../../i18n/messages';

registerMessages({
  reports_bad_range: { 'zh-CN': '结束日期不能早于开始日期', 'en-US': 'The end date cannot be before the start date' },
  reports_range_too_long: { 'zh-CN': '时间范围不能超过 {days} 天', 'en-US': 'The range may span at most {days} days' },
});
