import { registerMessages } from '../../i18n/messages';

registerMessages({
  // Spec section 5 "Data entry": a time that conflicts with earlier entries is rejected.
  datahis_time_conflict: { 'zh-CN': '该时间与已有数据冲突', 'en-US': 'The time conflicts with an existing entry' },
  datahis_entry_not_found: { 'zh-CN': '该时间没有可修改的数据', 'en-US': 'There is no entry at that time to update' },
  datahis_unknown_param: { 'zh-CN': '设备没有参数 {param}', 'en-US': 'The device has no parameter {param}' },
  datahis_bad_range: { 'zh-CN': '开始时间必须早于结束时间', 'en-US': 'The start time must be before the end time' },
  datahis_range_too_long: {
    'zh-CN': '按{unit}统计时时间范围最长 {days} 天',
    'en-US': 'With {unit} buckets the range may be at most {days} days',
  },
});
