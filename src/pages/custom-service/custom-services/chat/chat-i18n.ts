import { registerTranslations } from '../../../../i18n';

const zh = {
  tab: '在线客服',
  title: '与客服的会话',
  conversations: '客户会话',
  noConversations: '暂无客户会话',
  pickConversation: '请从左侧选择一个会话',
  empty: '还没有消息，向客服说点什么吧',
  loadOlder: '加载更早的消息',
  loadingOlder: '正在加载…',
  noOlder: '没有更早的消息了',
  placeholder: '输入消息',
  send: '发送',
  attach: '发送图片或 PDF',
  attachHint: '图片（PNG、JPEG、WebP）或 PDF，不超过 {{mb}} MB',
  tooLarge: '文件不能超过 {{mb}} MB',
  read: '已读',
  unreadTag: '{{count}} 条未读',
  staffSide: '客服',
  loadFailed: '会话加载失败',
  searchPlaceholder: '客户或企业名称',
};

const en: typeof zh = {
  tab: 'Online service',
  title: 'Your conversation with customer service',
  conversations: 'Customer conversations',
  noConversations: 'No customer conversations yet',
  pickConversation: 'Choose a conversation on the left',
  empty: 'No messages yet: write to customer service',
  loadOlder: 'Load earlier messages',
  loadingOlder: 'Loading…',
  noOlder: 'No earlier messages',
  placeholder: 'Type a message',
  send: 'Send',
  attach: 'Send an image or a PDF',
  attachHint: 'An image (PNG, JPEG, WebP) or a PDF, up to {{mb}} MB',
  tooLarge: 'A file cannot exceed {{mb}} MB',
  read: 'Read',
  unreadTag: '{{count}} unread',
  staffSide: 'Service',
  loadFailed: 'The conversation could not be loaded',
  searchPlaceholder: 'Customer or company name',
};

registerTranslations({ 'zh-CN': { serviceChat: zh }, 'en-US': { serviceChat: en } });
