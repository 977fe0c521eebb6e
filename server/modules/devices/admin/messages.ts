import { registerMessages } from '../../../i18n/messages';

registerMessages({
  devices_code_required: { 'zh-CN': '设备编号不能为空', 'en-US': 'Device code cannot be empty' },
  devices_code_exists: { 'zh-CN': '设备编号已存在', 'en-US': 'Device code already exists' },
  devices_code_format: {
    'zh-CN': '设备编号只能包含字母、数字、下划线和短横线，最多 32 位',
    'en-US': 'The device code may contain only letters, digits, "_" and "-", at most 32 characters',
  },
  devices_name_required: { 'zh-CN': '设备名称不能为空', 'en-US': 'Device name cannot be empty' },
  devices_sim_number_format: { 'zh-CN': 'SIM 卡号应为 11 到 15 位数字', 'en-US': 'The SIM number must be 11 to 15 digits' },
  devices_iccid_format: { 'zh-CN': 'ICCID 应为 19 或 20 位数字', 'en-US': 'The ICCID must be 19 or 20 digits' },
  devices_location_required: { 'zh-CN': '请选择设备位置（经度和纬度）', 'en-US': 'Choose the device location (longitude and latitude)' },
  devices_agent_only: {
    'zh-CN': '只有代理商或平台管理员可以添加、删除设备',
    'en-US': 'Only an agent or the platform administrator may add or delete devices',
  },
  devices_user_not_in_tenant: {
    'zh-CN': '绑定的用户不属于该设备的企业',
    'en-US': 'The user to bind does not belong to the device\'s company',
  },
  devices_changed_meanwhile: {
    'zh-CN': '设备信息已被他人修改（{fields}），请刷新后重试',
    'en-US': 'The device was changed meanwhile ({fields}); refresh and try again',
  },
  devices_switch_alarm_only: {
    'zh-CN': '报警开关只接受 all 或参数标识；启用或停用设备请使用 modifyPa',
    'en-US': 'The alarm switch takes "all" or a parameter key; enable or disable the device with modifyPa',
  },
  devices_switch_device_only: {
    'zh-CN': '设备开关只接受 enable；参数报警请使用 modifyAl',
    'en-US': 'The device switch takes only "enable"; switch parameter alarms with modifyAl',
  },
  devices_nothing_to_update: { 'zh-CN': '没有要修改的内容', 'en-US': 'Nothing to update' },
  devices_param_not_configured: {
    'zh-CN': '设备未配置参数 {param}',
    'en-US': 'The device has no parameter {param}',
  },
  devices_not_in_recycle: { 'zh-CN': '回收站中没有该设备', 'en-US': 'The device is not in the recycle bin' },
  devices_purge_in_use: {
    'zh-CN': '该设备仍被其他数据引用，无法彻底删除',
    'en-US': 'The device is still referenced by other data and cannot be deleted permanently',
  },
  devices_created: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  devices_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  devices_deleted: { 'zh-CN': '删除成功', 'en-US': 'Deleted successfully' },
  devices_restored: { 'zh-CN': '已从回收站恢复', 'en-US': 'Restored from the recycle bin' },
  devices_status_switched: { 'zh-CN': '状态切换成功', 'en-US': 'status switch succeeded' },
});

registerMessages({
  devices_not_found: { 'zh-CN': '未找到您需要的设备，请刷新后重试', 'en-US': 'Not found the device you need. Please refresh and try again.' },
});
