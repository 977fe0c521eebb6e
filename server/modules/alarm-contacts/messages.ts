import { registerMessages } from '../../i18n/messages';

registerMessages({
  contacts_phone_required: { 'zh-CN': '联系人电话不能为空', 'en-US': 'Contact phone number cannot be empty' },
  contacts_phone_invalid: { 'zh-CN': '联系人电话格式不正确', 'en-US': 'Contact phone number format is incorrect' },
  contacts_name_required: { 'zh-CN': '联系人姓名不能为空', 'en-US': 'Contact name cannot be empty' },
  contacts_email_invalid: { 'zh-CN': '邮箱格式不正确', 'en-US': 'Mailbox format is incorrect' },
  contacts_not_found: { 'zh-CN': '报警联系人不存在', 'en-US': 'Alarm contact not found' },
  contacts_added: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  contacts_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  contacts_deleted: { 'zh-CN': '删除成功', 'en-US': 'Deleted successfully' },
});
