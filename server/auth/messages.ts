import { registerMessages } from '../i18n/messages';

registerMessages({
  // Spec section 8 "Device missing": assertDeviceVisible's 404, shared by every module that names a device.
  device_not_found: {
    'zh-CN': '没有找到您需要的设备，请刷新后重试',
    'en-US': 'Not found the device you need. Please refresh and try again.',
  },
  // The company of a new row (scope.companyForNew): the platform admin, of no company, names one.
  tenant_required: { 'zh-CN': '请选择所属企业', 'en-US': 'Choose the company' },
  cross_site_refused: {
    'zh-CN': '已拒绝：该请求来自其他网站',
    'en-US': 'Refused: this request came from another website',
  },
  session_locked: {
    'zh-CN': '屏幕已锁定，请输入密码解锁',
    'en-US': 'The screen is locked. Enter your password to unlock it.',
  },
});
