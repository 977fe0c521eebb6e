import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    userAuth: {
      title: '用户权限',
      route: '路由',
      pickRoute: '请选择路由（可搜索名称或编码）',
      pickHint: '选择一个路由，查看持有它的用户，并批量授予或撤销。',
      without: '未授权用户',
      holders: '已授权用户',
      search: '搜索账号、姓名或企业',
      saved: '已授予 {{granted}} 人，撤销 {{revoked}} 人',
      hint: '修改在这些用户的下一次请求时生效；不能修改自己的权限。',
    },
  },
  'en-US': {
    userAuth: {
      title: 'User permissions',
      route: 'Route',
      pickRoute: 'Choose a route (search by name or code)',
      pickHint: 'Choose a route to see who holds it and grant or revoke it in bulk.',
      without: 'Users without it',
      holders: 'Users holding it',
      search: 'Search account, name or company',
      saved: 'Granted to {{granted}}, revoked from {{revoked}}',
      hint: "Changes apply at these users' next request; you cannot change your own permissions.",
    },
  },
});
