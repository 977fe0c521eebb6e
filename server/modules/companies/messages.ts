import { registerMessages } from '../../i18n/messages';

registerMessages({
  companies_name_required: { 'zh-CN': '企业名称不能为空', 'en-US': 'Enterprise name cannot be empty' },
  companies_not_found: { 'zh-CN': '企业不存在', 'en-US': 'Company not found' },
  companies_admin_only: {
    'zh-CN': '只有平台管理员可以创建或删除企业',
    'en-US': 'Only the platform administrator may create or delete companies',
  },
  companies_lock_own: {
    'zh-CN': '不能锁定自己所属的企业',
    'en-US': 'You cannot lock your own company',
  },
  companies_not_empty: {
    'zh-CN': '该企业下还有 {users} 个用户和 {devices} 台设备（含回收站），请先移除后再删除',
    'en-US': 'The company still has {users} user(s) and {devices} device(s) (recycle bin included); remove them before deleting it',
  },
  companies_in_use: {
    'zh-CN': '该企业仍被其他数据引用，无法删除',
    'en-US': 'The company is still referenced by other data and cannot be deleted',
  },
});
