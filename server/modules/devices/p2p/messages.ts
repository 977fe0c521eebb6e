import { registerMessages } from '../../../i18n/messages';
import '../admin/messages';

registerMessages({
  p2p_same_device: { 'zh-CN': '发送设备和接收设备不能相同', 'en-US': 'The sender and the receiver must be different devices' },
  p2p_cross_company: {
    'zh-CN': '点对点消息只能在同一企业的设备之间发送',
    'en-US': 'Point-to-point messages go only between devices of the same company',
  },
  p2p_sent: { 'zh-CN': '消息已发送', 'en-US': 'Message sent' },
});
