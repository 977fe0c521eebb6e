import { registerMessages } from '../../i18n/messages';

registerMessages({
  optimisation_no_suggestion: { 'zh-CN': '参数{param}的历史数据不足，无法给出建议', 'en-US': 'Parameter {param} has too little history for a suggestion' },
  optimisation_applied: { 'zh-CN': '已应用建议阈值', 'en-US': 'Suggested limits applied' },
  optimisation_dismissed: { 'zh-CN': '已忽略该提示', 'en-US': 'Tip dismissed' },
  optimisation_completed: { 'zh-CN': '维护已记录', 'en-US': 'Maintenance recorded' },
  optimisation_done_in_future: { 'zh-CN': '维护时间不能晚于现在', 'en-US': 'The maintenance time cannot be in the future' },
  optimisation_notice_title: { 'zh-CN': '设备维护逾期', 'en-US': 'Maintenance overdue' },
});
