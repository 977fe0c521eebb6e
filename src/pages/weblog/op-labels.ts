import type { Lang } from '../../i18n';

/**
 * What an operation-log row did, in words, keyed by method and route. Kept out of i18next
 * because the keys hold ':' and '.', which i18next reads as separators.
 */
const OPS: Record<Lang, Record<string, string>> = {
  'zh-CN': {
    'POST /api/companies': '新增企业',
    'PUT /api/companies/create': '新增企业',
    'POST /api/companies/:id': '修改企业',
    'PUT /api/companies/:id': '修改企业',
    'DELETE /api/companies/:id': '删除企业',
    'POST /api/users': '保存用户',
    'DELETE /api/users/:id': '删除用户',
    'POST /api/users/resetPassword': '重置密码',
    'POST /api/userManage': '修改个人信息',
    'POST /api/userdevices/updateUserDevices': '绑定设备',
    'POST /api/userauth/addPermission': '分配路由',
    'POST /api/userauth/deletePermission': '撤销路由',
    'POST /api/userauth/bulk': '批量授权',
    'POST /api/notices': '系统通知',
    'PUT /api/site-config': '功能配置',
    'POST /api/site-config/company-display': '上传企业展示图片',
    'DELETE /api/site-config/company-display': '删除企业展示图片',
  },
  'en-US': {
    'POST /api/companies': 'Add company',
    'PUT /api/companies/create': 'Add company',
    'POST /api/companies/:id': 'Modify company',
    'PUT /api/companies/:id': 'Modify company',
    'DELETE /api/companies/:id': 'Delete company',
    'POST /api/users': 'Save user',
    'DELETE /api/users/:id': 'Delete user',
    'POST /api/users/resetPassword': 'Reset password',
    'POST /api/userManage': 'Change own account',
    'POST /api/userdevices/updateUserDevices': 'Bind devices',
    'POST /api/userauth/addPermission': 'Assign routes',
    'POST /api/userauth/deletePermission': 'Revoke routes',
    'POST /api/userauth/bulk': 'Bulk permission',
    'POST /api/notices': 'System notice',
    'PUT /api/site-config': 'Site configuration',
    'POST /api/site-config/company-display': 'Upload company image',
    'DELETE /api/site-config/company-display': 'Delete company image',
  },
};

/** The known action's name, or the method and route as logged. */
export function describeOp(lang: Lang, method: string, path: string): string {
  return OPS[lang][`${method} ${path}`] ?? `${method} ${path}`;
}
