import { registerMessages } from '../../i18n/messages';

registerMessages({
  notify_credit_ran_out: {
    'zh-CN': '企业的通知余额已用完，这条{channel}未发出，已改发到消息中心。请在充值中心购买通知余额。',
    'en-US': 'The company has no notification credit left: this {channel} was not sent and came to the message center instead. Buy credit in the recharge centre.',
  },
  notify_channel_sms: { 'zh-CN': '短信', 'en-US': 'SMS' },
  notify_channel_phone: { 'zh-CN': '语音电话', 'en-US': 'phone call' },
});
