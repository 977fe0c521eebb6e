import { registerMessages } from '../../i18n/messages';
import './engine/messages';

registerMessages({
  rules_status_switched: { 'zh-CN': '状态切换成功', 'en-US': 'status switch succeeded' },
  rules_name_required: { 'zh-CN': '规则名称不能为空', 'en-US': 'Rule name cannot be empty' },
  rules_interval_min: { 'zh-CN': '间隔最小为1', 'en-US': 'The interval minimum is 1' },
  rules_one_timer: { 'zh-CN': '只能有一个定时触发', 'en-US': 'There may be only one time trigger' },
  rules_last_trigger_or_action: {
    'zh-CN': '最后一个触发条件或执行动作不能删除',
    'en-US': 'The last trigger or action cannot be deleted',
  },
  rules_not_found: { 'zh-CN': '规则不存在', 'en-US': 'Rule not found' },
  rules_device_not_in_company: {
    'zh-CN': '设备 {device} 不存在或不属于该规则的企业',
    'en-US': 'Device {device} does not exist or does not belong to the rule\'s company',
  },
  rules_any_device_hidden: {
    'zh-CN': '“任意设备”的事件触发需要能查看该企业的全部设备，请选择设备',
    'en-US': 'An event trigger on any device needs every device of the company to be visible to you: choose a device',
  },
  rules_param_unknown: { 'zh-CN': '设备 {device} 没有参数 {param}', 'en-US': 'Device {device} has no parameter {param}' },
  rules_forecast_no_do: {
    'zh-CN': '设备 {device} 没有溶解氧（do）参数，无法预测',
    'en-US': 'Device {device} has no dissolved oxygen (do) parameter to forecast',
  },
  // The bounds of FORECAST_LIMITS (shared/contract/rule-types.ts), which the schema carries.
  rules_forecast_value_range: {
    'zh-CN': '预测溶解氧阈值应在 0 到 20 mg/L 之间',
    'en-US': 'The forecast oxygen threshold must be from 0 to 20 mg/L',
  },
  rules_forecast_lead_range: {
    'zh-CN': '提前时间应为 0 到 360 分钟的整数',
    'en-US': 'The lead time must be a whole number of minutes from 0 to 360',
  },
  rules_action_device_required: { 'zh-CN': '设备输出需要选择设备', 'en-US': 'A device output needs a device' },
  rules_action_command_required: { 'zh-CN': '设备输出需要填写输出指令', 'en-US': 'A device output needs an output command' },
  rules_action_recipients_required: {
    'zh-CN': '{type} 通知需要选择报警联系人或通知用户',
    'en-US': 'A {type} notification needs alarm contacts or users to notify',
  },
  rules_contact_unknown: { 'zh-CN': '报警联系人 {id} 不属于该规则的企业', 'en-US': 'Alarm contact {id} does not belong to the rule\'s company' },
  rules_user_unknown: { 'zh-CN': '用户 {id} 不属于该规则的企业', 'en-US': 'User {id} does not belong to the rule\'s company' },
  rules_created: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  rules_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  rules_deleted: { 'zh-CN': '删除成功', 'en-US': 'Deleted successfully' },
  rules_run: { 'zh-CN': '已执行规则动作', 'en-US': 'The rule\'s actions were run' },
});
