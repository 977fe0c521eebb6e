import { registerMessages } from '../../i18n/messages';

registerMessages({
  subscriptions_email_invalid: { 'zh-CN': '邮箱格式不正确', 'en-US': 'The e-mail address is not valid' },
  subscriptions_email_required: { 'zh-CN': '您的账号没有邮箱，请填写接收报表的邮箱', 'en-US': 'Your account has no e-mail address; enter one to receive the report at' },
  subscriptions_device_required: { 'zh-CN': '请选择设备', 'en-US': 'Choose a device' },
  subscriptions_site_required: { 'zh-CN': '请选择站点', 'en-US': 'Choose a site' },
  subscriptions_too_many: { 'zh-CN': '每个用户最多订阅 {count} 份报表', 'en-US': 'A user may subscribe to at most {count} reports' },
  subscriptions_duplicate: { 'zh-CN': '您已订阅过这份报表', 'en-US': 'You already subscribe to this report' },
  subscriptions_not_found: { 'zh-CN': '报表订阅不存在', 'en-US': 'Report subscription not found' },
  subscriptions_added: { 'zh-CN': '订阅成功', 'en-US': 'Subscribed' },
  subscriptions_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  subscriptions_deleted: { 'zh-CN': '已取消订阅', 'en-US': 'Unsubscribed' },
  // The mail (sender.ts).
  subscriptions_kind_device: { 'zh-CN': '设备报表', 'en-US': 'Device report' },
  subscriptions_kind_site: { 'zh-CN': '站点报表', 'en-US': 'Site report' },
  subscriptions_kind_aqi: { 'zh-CN': 'AQI 日报', 'en-US': 'AQI report' },
  subscriptions_kind_pollution: { 'zh-CN': '优良与污染天数', 'en-US': 'Good and polluted days' },
  subscriptions_period_day: { 'zh-CN': '日报', 'en-US': 'daily' },
  subscriptions_period_week: { 'zh-CN': '周报', 'en-US': 'weekly' },
  subscriptions_period_month: { 'zh-CN': '月报', 'en-US': 'monthly' },
  subscriptions_mail_subject: { 'zh-CN': '【{kind}】{name} {period} {from} 至 {to}', 'en-US': '{kind} ({period}): {name}, {from} to {to}' },
  subscriptions_mail_body: {
    'zh-CN': '您好，\n\n附件是 {name} 的{kind}（{period}），统计时段 {from} 至 {to}。\n在控制台查看：{link}\n\n此邮件由 smartmon 按您的订阅自动发送；在报表页面的"我的订阅"中可以取消订阅。',
    'en-US': 'Hello,\n\nAttached is the {kind} ({period}) of {name} for {from} to {to}.\nOpen it in the console: {link}\n\nsmartmon sends this mail because you subscribed to it; unsubscribe under "My subscriptions" on the report page.',
  },
});
