import { registerMessages } from '../../i18n/messages';

registerMessages({
  pay_order_not_found: { 'zh-CN': '订单不存在', 'en-US': 'Order not found' },
  pay_no_sim: { 'zh-CN': '该设备没有可充值的SIM卡', 'en-US': 'This device has no SIM card to recharge' },
  pay_provider_failed: { 'zh-CN': '支付服务暂时不可用，请稍后重试（{code}）', 'en-US': 'The payment service is unavailable; try again later ({code})' },
  pay_not_closable: { 'zh-CN': '只有未支付的订单可以关闭', 'en-US': 'Only an unpaid order can be closed' },
  pay_no_invoice: { 'zh-CN': '只有已支付的订单可以开具发票', 'en-US': 'Only a paid order has an invoice' },
  pay_not_refundable: { 'zh-CN': '只有已支付（或关闭后才到账）的订单可以退款', 'en-US': 'Only a paid order (or one paid after it was closed) can be refunded' },
  pay_paid_meanwhile: { 'zh-CN': '该订单已在支付平台付款，不能关闭', 'en-US': 'This order has already been paid with the payment provider, so it cannot be closed' },
  pay_not_configured: { 'zh-CN': '本服务器未配置支付（PAY_PROVIDER）', 'en-US': 'Payments are not configured on this server (PAY_PROVIDER)' },
  pay_sandbox_only: { 'zh-CN': '当前不是沙箱支付模式', 'en-US': 'The sandbox is not the payment provider' },
  pay_order_expired: { 'zh-CN': '订单已关闭或过期', 'en-US': 'The order is closed or expired' },
  pay_created: { 'zh-CN': '订单已创建，请扫码支付', 'en-US': 'Order created; scan the code to pay' },
  pay_closed: { 'zh-CN': '订单已关闭', 'en-US': 'Order closed' },
  pay_refunded: { 'zh-CN': '已记录退款', 'en-US': 'Refund recorded' },
  pay_item_sim: { 'zh-CN': '设备 {device} 流量套餐 {plan}', 'en-US': 'Data plan {plan} for device {device}' },
  pay_item_credit: { 'zh-CN': '通知额度（短信/电话）', 'en-US': 'Notification credit (SMS/phone)' },
  pay_invoice_sheet: { 'zh-CN': '发票', 'en-US': 'Invoice' },
  pay_invoice_title: { 'zh-CN': '订单发票 {order_no}', 'en-US': 'Invoice for order {order_no}' },
  pay_invoice_headers: { 'zh-CN': '项目,数量,单价(元),金额(元)', 'en-US': 'Item,Quantity,Unit price (CNY),Amount (CNY)' },
  pay_invoice_total: { 'zh-CN': '合计', 'en-US': 'Total' },
  pay_invoice_meta: { 'zh-CN': '企业：{tenant}　状态：{status}　交易号：{transaction}', 'en-US': 'Company: {tenant}   Status: {status}   Transaction: {transaction}' },
});
