import { registerMessages } from '../../i18n/messages';

registerMessages({
  users_account_required: { 'zh-CN': '账号不能为空', 'en-US': 'Account name cannot be empty' },
  users_account_taken: { 'zh-CN': '账号名已被占用', 'en-US': 'account name already occupied' },
  users_pwd_length: { 'zh-CN': '密码长度为6到32位', 'en-US': 'Password must be 6 to 32 characters' },
  users_phone_invalid: { 'zh-CN': '手机号格式不正确', 'en-US': 'Phone number format is incorrect' },
  users_email_invalid: {
    'zh-CN': '邮箱格式不正确（最多255个字符）',
    'en-US': 'E-mail format is incorrect (at most 255 characters)',
  },
  users_name_required: { 'zh-CN': '姓名不能为空', 'en-US': 'Name is required' },
  users_pwd_mismatch: { 'zh-CN': '两次输入的密码不一致', 'en-US': 'The two passwords do not match' },
  users_old_pwd_required: { 'zh-CN': '原密码不能为空', 'en-US': 'Old password is required' },
  users_old_pwd_wrong: { 'zh-CN': '原密码错误', 'en-US': 'Old password is incorrect' },
  users_not_found: { 'zh-CN': '用户不存在', 'en-US': 'User not found' },
  users_tenant_unknown: { 'zh-CN': '所选企业不存在', 'en-US': 'The chosen company does not exist' },
  users_type_required: { 'zh-CN': '请选择用户类型', 'en-US': 'Please choose the user type' },
  users_agent_admin_only: {
    'zh-CN': '只有平台管理员可以创建或设置代理商客户',
    'en-US': 'Only the platform administrator may create or appoint agent customers',
  },
  users_manage_forbidden: {
    'zh-CN': '无权管理该用户',
    'en-US': 'You may not manage this user',
  },
  users_admin_fixed: {
    'zh-CN': '平台管理员的用户类型和所属企业不能修改',
    'en-US': 'The platform administrator keeps its user type and company',
  },
  users_delete_self: { 'zh-CN': '不能删除自己', 'en-US': 'You cannot delete yourself' },
  users_in_use: {
    'zh-CN': '该用户仍被其他数据引用，无法删除',
    'en-US': 'The user is still referenced by other data and cannot be deleted',
  },
  users_pwd_changed: { 'zh-CN': '密码已修改', 'en-US': 'Password changed' },
  users_avatar_missing: { 'zh-CN': '请选择头像图片', 'en-US': 'Choose an image for the avatar' },
  users_avatar_too_large: { 'zh-CN': '头像图片不能超过 {limit} MB', 'en-US': 'The avatar image must be at most {limit} MB' },
  users_avatar_type: { 'zh-CN': '头像只接受 PNG、JPEG 或 WebP 图片', 'en-US': 'The avatar must be a PNG, JPEG or WebP image' },
  users_avatar_unreadable: { 'zh-CN': '无法读取该图片，请换一张', 'en-US': 'The image could not be read; choose another' },
  users_avatar_not_found: { 'zh-CN': '该用户没有头像', 'en-US': 'This user has no avatar' },
  users_avatar_saved: { 'zh-CN': '头像已更新', 'en-US': 'Avatar updated' },
});
