import { registerMessages } from '../../i18n/messages';

registerMessages({
  // Spec section 8 "Device missing"; also the message of scope.ts's assertDeviceVisible.
  device_not_found: {
    'zh-CN': '没有找到您需要的设备，请刷新后重试',
    'en-US': 'Not found the device you need. Please refresh and try again.',
  },
});
