import { registerMessages } from '../../i18n/messages';

registerMessages({
  wxmini_not_configured: {
    'zh-CN': '未配置微信小程序（WXMINI_APPID、WXMINI_SECRET）',
    'en-US': 'No WeChat mini-program is configured (WXMINI_APPID, WXMINI_SECRET)',
  },
  wxmini_config_invalid: { 'zh-CN': '微信小程序配置有误：{detail}', 'en-US': 'The WeChat mini-program settings are wrong: {detail}' },
  wxmini_admin_only: { 'zh-CN': '只有平台管理员可以读取小程序接口凭证', 'en-US': "Only the platform administrator may read the mini-program's access token" },
  wxmini_template_required: {
    'zh-CN': '请填写订阅消息模板（template_id）或配置 WXMINI_TEMPLATE_ID',
    'en-US': 'Give a subscribe-message template (template_id) or configure WXMINI_TEMPLATE_ID',
  },
  wxmini_user_not_found: { 'zh-CN': '用户不存在', 'en-US': 'User not found' },
  wxmini_not_bound: { 'zh-CN': '该用户尚未绑定微信小程序', 'en-US': 'This user has not bound the WeChat mini-program' },
  wxmini_bound: { 'zh-CN': '已绑定微信小程序', 'en-US': 'WeChat mini-program bound' },
  wxmini_unbound: { 'zh-CN': '已解除微信小程序绑定', 'en-US': 'WeChat mini-program unbound' },
  wxmini_sent: { 'zh-CN': '小程序通知已发送', 'en-US': 'Mini-program notice sent' },
  // WeChat's documented errcodes (getAccessToken, jscode2session, subscribeMessage.send), then failures on our side of the wire.
  wxmini_error_40001: { 'zh-CN': '微信拒绝了接口凭证（AppSecret 错误或凭证无效）', 'en-US': 'WeChat refused the credential (wrong AppSecret or invalid token)' },
  wxmini_error_40002: { 'zh-CN': '微信拒绝了请求：grant_type 不正确', 'en-US': 'WeChat refused the request: wrong grant_type' },
  wxmini_error_40003: { 'zh-CN': '微信拒绝了接收者：openid 不正确', 'en-US': 'WeChat refused the receiver: invalid openid' },
  wxmini_error_40013: { 'zh-CN': '微信拒绝了 AppID，请检查配置', 'en-US': 'WeChat refused the AppID; check the settings' },
  wxmini_error_40029: { 'zh-CN': '登录凭证 code 无效或已使用，请在小程序中重新登录', 'en-US': 'The login code is invalid or used; log in again in the mini-program' },
  wxmini_error_40037: { 'zh-CN': '订阅消息模板 ID 不正确', 'en-US': 'The subscribe-message template id is wrong' },
  wxmini_error_40125: { 'zh-CN': '微信拒绝了 AppSecret，请检查配置', 'en-US': 'WeChat refused the AppSecret; check the settings' },
  wxmini_error_40164: { 'zh-CN': '服务器 IP 不在小程序的接口白名单中', 'en-US': "The server's IP address is not on the mini-program's API allow list" },
  wxmini_error_41030: { 'zh-CN': '跳转页面不存在于线上版本小程序中', 'en-US': 'The page does not exist in the released mini-program' },
  wxmini_error_42001: { 'zh-CN': '接口凭证已过期', 'en-US': 'The access token has expired' },
  wxmini_error_43101: { 'zh-CN': '用户拒绝接收该消息（未订阅或已取消订阅）', 'en-US': 'The user refused the message (not subscribed, or unsubscribed)' },
  wxmini_error_45009: { 'zh-CN': '微信接口调用次数已达上限', 'en-US': "WeChat's daily call limit is reached" },
  wxmini_error_47003: { 'zh-CN': '模板参数不符合要求：{errmsg}', 'en-US': 'A template value is not accepted: {errmsg}' },
  'wxmini_error_-1': { 'zh-CN': '微信系统繁忙，请稍后再试', 'en-US': 'WeChat is busy; try again later' },
  wxmini_error_other: { 'zh-CN': '微信返回错误 {code}：{errmsg}', 'en-US': 'WeChat answered error {code}: {errmsg}' },
  wxmini_error_timeout: { 'zh-CN': '微信接口响应超时', 'en-US': 'WeChat did not answer in time' },
  wxmini_error_unreachable: { 'zh-CN': '无法连接微信接口', 'en-US': 'WeChat cannot be reached' },
  wxmini_error_bad_response: { 'zh-CN': '微信接口返回的数据无法识别', 'en-US': 'WeChat answered something unreadable' },
});
