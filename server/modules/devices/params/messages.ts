import { registerMessages } from '../../../i18n/messages';
import '../admin/messages';

registerMessages({
  params_name_required: { 'zh-CN': '参数名称不能为空', 'en-US': 'Parameter name cannot be empty' },
  params_def_exists: { 'zh-CN': '参数标识 {param} 已存在', 'en-US': 'Parameter key {param} already exists' },
  params_def_not_found: { 'zh-CN': '参数 {param} 未定义', 'en-US': 'Parameter {param} is not defined' },
  params_def_in_use: {
    'zh-CN': '参数 {param} 正被 {count} 台设备使用，无法删除',
    'en-US': 'Parameter {param} is used by {count} devices and cannot be deleted',
  },
  params_config_exists: {
    'zh-CN': '设备已配置参数 {param}',
    'en-US': 'The device already has parameter {param}',
  },
  params_config_not_found: { 'zh-CN': '设备未配置参数 {param}', 'en-US': 'The device has no parameter {param}' },
  params_max_below_min: { 'zh-CN': '上限不能小于下限', 'en-US': 'The maximum cannot be less than the minimum' },
  params_range_inverted: {
    'zh-CN': '合理范围的结束值不能小于起始值',
    'en-US': 'The end of the reasonable range cannot be less than its start',
  },
  params_perfect_inverted: {
    'zh-CN': '最佳范围的上限不能小于下限',
    'en-US': 'The upper bound of the best range cannot be less than its lower bound',
  },
  params_added: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  params_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  params_deleted: { 'zh-CN': '删除成功', 'en-US': 'Deleted successfully' },
  params_definitions_admin_only: {
    'zh-CN': '参数定义为全平台共用，只有平台管理员可以修改',
    'en-US': 'Parameter definitions are shared by the whole platform; only the platform administrator may change them',
  },
});
