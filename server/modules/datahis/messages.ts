import { registerMessages } from '../../i18n/messages';

registerMessages({
  // Spec section 5 "Data entry": a time that conflicts with earlier entries is rejected.
  datahis_time_conflict: {
    'zh-CN': '该时间与已有数据冲突（已有数据时间 {time}）',
    'en-US': 'The time conflicts with an existing entry at {time}',
  },
  datahis_mark_target: {
    'zh-CN': '请给出要标记的数据列表，或设备与时间范围（二者选一）',
    'en-US': 'Give either the readings to mark or a device and time range, not both',
  },
  datahis_mark_range_too_long: { 'zh-CN': '一次最多标记 {days} 天的数据', 'en-US': 'At most {days} days of readings can be marked at once' },
  datahis_reading_not_found: { 'zh-CN': '要标记的数据不存在', 'en-US': 'A reading to mark does not exist' },
  datahis_entry_not_found: { 'zh-CN': '该时间没有可修改的数据', 'en-US': 'There is no entry at that time to update' },
  datahis_unknown_param: { 'zh-CN': '设备没有参数 {param}', 'en-US': 'The device has no parameter {param}' },
  datahis_bad_range: { 'zh-CN': '开始时间必须早于结束时间', 'en-US': 'The start time must be before the end time' },
  datahis_range_too_long: {
    'zh-CN': '按{unit}统计时时间范围最长 {days} 天',
    'en-US': 'With {unit} buckets the range may be at most {days} days',
  },
});
