import { registerMessages } from '../../i18n/messages';

registerMessages({
  userauth_unknown_code: { 'zh-CN': '不存在的权限编码：{code}', 'en-US': 'Unknown access code: {code}' },
  userauth_not_held: {
    'zh-CN': '不能分配自己没有的权限：{code}',
    'en-US': 'You cannot assign an access code you do not hold: {code}',
  },
  userauth_bulk_overlap: {
    'zh-CN': '同一用户不能同时授予和撤销该权限',
    'en-US': 'A user cannot be both granted and revoked the code',
  },
  userauth_own: { 'zh-CN': '不能修改自己的权限', 'en-US': 'You cannot change your own permissions' },
});
