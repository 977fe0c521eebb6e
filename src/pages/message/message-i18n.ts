import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': {
    message: {
      title: '消息中心',
      all: '全部',
      kind: '消息类型',
      alarm: '报警消息',
      sim: '物联网卡',
      notice: '系统通知',
      unreadOnly: '只看未读',
      range: '时间范围',
      markRead: '标为已读',
      markAllRead: '全部标为已读',
      read: '已读',
      unread: '未读',
      empty: '暂无消息',
      loadFailed: '服务器消息加载失败：{{error}}',
    },
  },
  'en-US': {
    message: {
      title: 'Message center',
      all: 'All',
      kind: 'Message type',
      alarm: 'Alarms',
      sim: 'SIM cards',
      notice: 'System notices',
      unreadOnly: 'Unread only',
      range: 'Time range',
      markRead: 'Mark read',
      markAllRead: 'Mark all read',
      read: 'Read',
      unread: 'Unread',
      empty: 'No messages',
      loadFailed: 'Could not load server messages: {{error}}',
    },
  },
});
