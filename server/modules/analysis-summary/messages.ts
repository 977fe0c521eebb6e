import { registerMessages } from '../../i18n/messages';

registerMessages({
  analysis_bad_range: { 'zh-CN': '开始时间必须早于结束时间', 'en-US': 'The start time must be before the end time' },
  analysis_range_too_long: { 'zh-CN': '统计时间范围最长 {days} 天', 'en-US': 'The range may be at most {days} days' },
});
