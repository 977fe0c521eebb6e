import { registerMessages } from '../../../i18n/messages';

registerMessages({
  cron_field_count: {
    'zh-CN': '定时表达式需要 5 个字段：分 时 日 月 周（当前 {count} 个）',
    'en-US': 'A timer needs 5 fields: minute hour day month weekday (got {count})',
  },
  cron_field_invalid: {
    'zh-CN': '定时表达式的 {field} 字段“{value}”无效，请填写单个值、范围 a-b、逗号列表或 * 与 */n',
    'en-US': 'The {field} field "{value}" is invalid: use a single value, a range a-b, a comma list, or * and */n',
  },
  cron_out_of_range: {
    'zh-CN': '定时表达式的 {field} 字段取值 {value} 超出范围 {min}-{max}',
    'en-US': 'The {field} value {value} is outside {min}-{max}',
  },
  cron_range_inverted: {
    'zh-CN': '定时表达式的 {field} 字段范围“{value}”起点大于终点',
    'en-US': 'The {field} range "{value}" starts after it ends',
  },
  cron_step_invalid: {
    'zh-CN': '定时表达式的 {field} 字段“{value}”间隔应为 1 到 {max} 的整数',
    'en-US': 'The {field} step in "{value}" must be a whole number from 1 to {max}',
  },
});

registerMessages({
  rule_fired_title: { 'zh-CN': '规则触发：{name}', 'en-US': 'Rule fired: {name}' },
  rule_cause_attribute: {
    'zh-CN': '设备 {device} 的 {param} 当前值 {value}，满足条件 {operator} {threshold}',
    'en-US': 'Device {device}: {param} is {value}, meeting {operator} {threshold}',
  },
  rule_cause_event: { 'zh-CN': '设备 {device} 发生事件 {event}', 'en-US': 'Device {device} reported event {event}' },
  rule_cause_timer: { 'zh-CN': '定时触发（{cron}）', 'en-US': 'Timer ({cron})' },
  rule_cause_forecast: {
    'zh-CN': '缺氧预测：设备 {device} 的溶解氧预计于 {time} 降至 {value} mg/L，低于 {threshold} mg/L（提前 {lead} 分钟执行）',
    'en-US': 'Hypoxia forecast: device {device} dissolved oxygen is predicted to fall to {value} mg/L, below {threshold} mg/L, at {time} (acting {lead} minutes ahead)',
  },
  rule_cause_manual: { 'zh-CN': '手动执行', 'en-US': 'Run by hand' },
});
