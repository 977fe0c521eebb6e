import { registerMessages } from '../../i18n/messages';

registerMessages({
  notify_credit_ran_out: {
    'zh-CN': '企业的通知余额已用完，这条{channel}未发出，已改发到消息中心。请在充值中心购买通知余额。',
    'en-US': 'The company has no notification credit left: this {channel} was not sent and came to the message center instead. Buy credit in the recharge centre.',
  },
  notify_channel_sms: { 'zh-CN': '短信', 'en-US': 'SMS' },
  notify_channel_phone: { 'zh-CN': '语音电话', 'en-US': 'phone call' },
  // A provider's failure (types.ts SEND_FAILURES), for whoever shows a delivery to people.
  notify_failure_throttled: { 'zh-CN': '服务商限流，重试后仍未发出', 'en-US': 'throttled by the provider, not sent after retrying' },
  notify_failure_bad_number: { 'zh-CN': '号码无效', 'en-US': 'invalid phone number' },
  notify_failure_no_balance: { 'zh-CN': '服务商账户余额不足', 'en-US': "the provider account's balance is too low" },
  notify_failure_rejected: { 'zh-CN': '服务商拒绝了请求', 'en-US': 'the provider refused the request' },
  notify_failure_network: { 'zh-CN': '无法连接服务商，重试后仍未发出', 'en-US': 'could not reach the provider, not sent after retrying' },
});
