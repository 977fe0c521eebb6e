import { registerMessages } from '../../i18n/messages';

/** The data-alarm list's answers and its .xlsx export (sheet, headers, cells). */
registerMessages({
  alarms_cleared: { 'zh-CN': '清除成功', 'en-US': 'Cleared' },
  alarms_sheet: { 'zh-CN': '数据报警', 'en-US': 'Data alarms' },
  alarms_col_device: { 'zh-CN': '设备名称', 'en-US': 'Device' },
  alarms_col_device_id: { 'zh-CN': '设备编码', 'en-US': 'Device code' },
  alarms_col_param: { 'zh-CN': '参数', 'en-US': 'Parameter' },
  alarms_col_kind: { 'zh-CN': '报警级别', 'en-US': 'Level' },
  alarms_col_direction: { 'zh-CN': '报警类型', 'en-US': 'Type' },
  alarms_col_value: { 'zh-CN': '报警值', 'en-US': 'Value' },
  alarms_col_threshold: { 'zh-CN': '阈值', 'en-US': 'Threshold' },
  alarms_col_raised_at: { 'zh-CN': '报警时间', 'en-US': 'Raised at' },
  alarms_col_state: { 'zh-CN': '状态', 'en-US': 'State' },
  alarms_col_acked_by: { 'zh-CN': '确认人', 'en-US': 'Acknowledged by' },
  alarms_col_acked_at: { 'zh-CN': '确认时间', 'en-US': 'Acknowledged at' },
  alarms_col_cleared_by: { 'zh-CN': '清除人', 'en-US': 'Cleared by' },
  alarms_col_cleared_at: { 'zh-CN': '清除时间', 'en-US': 'Cleared at' },
  alarms_kind_warning: { 'zh-CN': '预警', 'en-US': 'Warning' },
  alarms_kind_fault: { 'zh-CN': '故障', 'en-US': 'Fault' },
  alarms_direction_high: { 'zh-CN': '高于上限', 'en-US': 'Above the upper limit' },
  alarms_direction_low: { 'zh-CN': '低于下限', 'en-US': 'Below the lower limit' },
  alarms_direction_offline: { 'zh-CN': '离线', 'en-US': 'Offline' },
  alarms_state_active: { 'zh-CN': '报警中', 'en-US': 'Active' },
  alarms_state_acknowledged: { 'zh-CN': '已确认', 'en-US': 'Acknowledged' },
  alarms_state_cleared: { 'zh-CN': '已清除', 'en-US': 'Cleared' },
  alarms_cleared_auto: { 'zh-CN': '自动恢复', 'en-US': 'Back in range' },
  alarms_device_fault: { 'zh-CN': '设备故障', 'en-US': 'Device fault' },
  alarms_export_truncated: {
    'zh-CN': '仅导出前 {limit} 条，请缩小时间范围后再导出',
    'en-US': 'Only the first {limit} rows were exported; narrow the time range for the rest',
  },
});
