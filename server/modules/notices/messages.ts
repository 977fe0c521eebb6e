import { registerMessages } from '../../i18n/messages';

registerMessages({
  notices_title_required: { 'zh-CN': '通知标题不能为空（最多100个字符）', 'en-US': 'Notice title cannot be empty (at most 100 characters)' },
  notices_content_required: { 'zh-CN': '通知内容不能为空（最多5000个字符）', 'en-US': 'Notice content cannot be empty (at most 5000 characters)' },
  notices_target_required: { 'zh-CN': '请选择接收通知的企业，或选择全部企业', 'en-US': 'Choose the companies to notify, or all companies' },
  notices_company_unknown: { 'zh-CN': '所选企业不存在：{id}', 'en-US': 'The chosen company does not exist: {id}' },
  notices_admin_only: {
    'zh-CN': '只有平台管理员可以发布或删除系统通知',
    'en-US': 'Only the platform administrator may publish or delete system notices',
  },
});
