import { registerMessages } from '../../i18n/messages';

registerMessages({
  login_account_required: { 'zh-CN': '账号不能为空', 'en-US': 'Account cannot be empty' },
  login_password_required: { 'zh-CN': '密码不能为空', 'en-US': 'Password cannot be empty' },
  wrong_credentials: {
    'zh-CN': '用户名或密码错误，请重新登录',
    'en-US': 'User name or password is incorrect. Please log in again.',
  },
  login_rate_limited: {
    'zh-CN': '登录失败次数过多，请 {minutes} 分钟后再试',
    'en-US': 'Too many failed logins. Please try again in {minutes} minutes.',
  },
  login_rate_limited_seconds: {
    'zh-CN': '登录尝试过于频繁，请 {seconds} 秒后再试',
    'en-US': 'Too many login attempts. Please try again in {seconds} seconds.',
  },
  unlock_rate_limited: {
    'zh-CN': '解锁失败次数过多，请 {minutes} 分钟后再试',
    'en-US': 'Too many failed unlock attempts. Please try again in {minutes} minutes.',
  },
  unlock_rate_limited_seconds: {
    'zh-CN': '解锁失败次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many failed unlock attempts. Please try again in {seconds} seconds.',
  },
  lock_ok: { 'zh-CN': '屏幕已锁定', 'en-US': 'Screen locked' },
  company_locked: {
    'zh-CN': '所属企业已被锁定，无法登录，请联系管理员',
    'en-US': 'Your company is locked and cannot log in. Please contact the administrator.',
  },
  logout_ok: { 'zh-CN': '已退出登录', 'en-US': 'Logged out' },
  unlock_wrong_password: { 'zh-CN': '密码错误', 'en-US': 'Wrong password' },
});
