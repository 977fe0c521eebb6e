import { registerMessages } from '../../../i18n/messages';

registerMessages({
  chat_not_found: { 'zh-CN': '会话不存在', 'en-US': 'Conversation not found' },
  chat_customer_only: { 'zh-CN': '只有企业用户可以联系客服', 'en-US': 'Only a company user can write to customer service' },
  chat_file_missing: { 'zh-CN': '请选择要发送的文件', 'en-US': 'Choose a file to send' },
  chat_file_too_large: { 'zh-CN': '附件不能超过 {limit} MB', 'en-US': 'An attachment cannot exceed {limit} MB' },
  chat_file_type: { 'zh-CN': '附件只能是图片（PNG、JPEG、WebP）或 PDF', 'en-US': 'An attachment must be an image (PNG, JPEG, WebP) or a PDF' },
  chat_attachment_not_found: { 'zh-CN': '附件不存在', 'en-US': 'Attachment not found' },
  chat_sent: { 'zh-CN': '已发送', 'en-US': 'Sent' },
  aftersale_photo_missing: { 'zh-CN': '请选择照片', 'en-US': 'Choose a photo' },
  aftersale_photo_too_large: { 'zh-CN': '照片不能超过 {limit} MB', 'en-US': 'A photo cannot exceed {limit} MB' },
  aftersale_photo_type: { 'zh-CN': '照片只能是 PNG、JPEG 或 WebP 图片', 'en-US': 'A photo must be a PNG, JPEG or WebP image' },
  aftersale_photo_limit: { 'zh-CN': '每个工单最多 {max} 张照片', 'en-US': 'A ticket holds at most {max} photos' },
  aftersale_photo_state: { 'zh-CN': '工单关闭后不能再添加照片', 'en-US': 'Photos cannot be added to a closed ticket' },
  aftersale_photo_not_found: { 'zh-CN': '照片不存在', 'en-US': 'Photo not found' },
  aftersale_photo_added: { 'zh-CN': '照片已上传', 'en-US': 'Photo uploaded' },
});
