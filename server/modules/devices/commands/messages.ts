import { registerMessages } from '../../../i18n/messages';
import '../admin/messages';

registerMessages({
  commands_sent: { 'zh-CN': '指令已下发', 'en-US': 'Command sent' },
  commands_device_disabled: { 'zh-CN': '设备已停用，无法下发指令', 'en-US': 'The device is disabled; no command can be sent' },
  commands_secret_reset: { 'zh-CN': '设备密钥已重置，请妥善保存', 'en-US': 'The device secret was reset; keep it safe' },
  commands_registered: { 'zh-CN': '设备编号已注册，请妥善保存密钥', 'en-US': 'Device code registered; keep the secret safe' },
  commands_settings_saved: { 'zh-CN': '设置已保存并下发到设备', 'en-US': 'Settings saved and sent to the device' },
});
