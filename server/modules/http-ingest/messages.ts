import { registerMessages } from '../../i18n/messages';

/** The refusals of a device's own post; why a message was dropped reads as ingest_reason_<reason> (ingest-rejections). */
registerMessages({
  http_ingest_credentials_required: {
    'zh-CN': '请提供设备编号和设备密钥（HTTP Basic，或 X-Device-Id 与 X-Device-Secret 请求头）',
    'en-US': 'Send the device id and secret (HTTP Basic, or the X-Device-Id and X-Device-Secret headers)',
  },
  http_ingest_unauthorized: { 'zh-CN': '设备认证失败：设备编号或密钥错误，或设备已停用', 'en-US': 'Device authentication failed: wrong device id or secret, or the device is disabled' },
  http_ingest_unavailable: { 'zh-CN': '读数暂时无法保存，请稍后重发', 'en-US': 'The readings could not be stored just now; send them again later' },
  http_ingest_rate_limited: { 'zh-CN': '发送过于频繁，请 {seconds} 秒后再试', 'en-US': 'Too many messages. Try again in {seconds} seconds' },
});
