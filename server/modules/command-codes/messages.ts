import { registerMessages } from '../../i18n/messages';

registerMessages({
  command_codes_code_invalid: {
    'zh-CN': '指令编码不能为空，只能包含字母、数字和 _ . : -（最多 64 个字符）',
    'en-US': 'Command code cannot be empty and may hold only letters, digits and _ . : - (at most 64 characters)',
  },
  command_codes_reply_invalid: {
    'zh-CN': '回复编码只能包含字母、数字和 _ . : -（最多 64 个字符）',
    'en-US': 'Reply code may hold only letters, digits and _ . : - (at most 64 characters)',
  },
  command_codes_name_required: { 'zh-CN': '指令名称不能为空', 'en-US': 'Command name cannot be empty' },
  command_codes_type_required: { 'zh-CN': '请选择设备类型', 'en-US': 'Choose the device type' },
  command_codes_taken: { 'zh-CN': '设备类型 {type} 已有指令编码“{code}”', 'en-US': 'Device type {type} already has the command code "{code}"' },
  command_codes_not_found: { 'zh-CN': '指令编码不存在', 'en-US': 'Command code not found' },
  command_codes_deleted: { 'zh-CN': '该指令编码已在回收站中，请先恢复', 'en-US': 'This command code is in the recycle bin; restore it first' },
  command_codes_platform_only: {
    'zh-CN': '平台默认指令只能由平台管理员修改',
    'en-US': 'Only the platform administrator may change a platform default',
  },
  command_codes_owner_fixed: { 'zh-CN': '指令编码的所属企业不能修改', 'en-US': "A command code's company cannot be changed" },
  command_codes_added: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  command_codes_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  command_codes_deleted_ok: { 'zh-CN': '已移入回收站', 'en-US': 'Moved to the recycle bin' },
  command_codes_restored: { 'zh-CN': '已从回收站恢复', 'en-US': 'Restored from the recycle bin' },
});
