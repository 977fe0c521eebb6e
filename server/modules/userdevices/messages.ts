import { registerMessages } from '../../i18n/messages';

registerMessages({
  userdevices_device_forbidden: {
    'zh-CN': '无权绑定设备 {device}',
    'en-US': 'You may not bind device {device}',
  },
  userdevices_outside_user: {
    'zh-CN': '设备 {device} 不属于该用户可见的企业',
    'en-US': 'Device {device} does not belong to a company this user may see',
  },
});
