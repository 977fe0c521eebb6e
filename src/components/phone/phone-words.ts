import { registerTranslations } from '../../i18n';

/** The phone pages' words (issue 37), in both languages; registered when a phone page loads. */
registerTranslations({
  'zh-CN': {
    phone: {
      online: '在线',
      offline: '离线',
      queued: '待发送 {{count}} 条',
      savedAt: '数据时间 {{time}}（{{age}}前）',
      staleNotice: '当前离线，显示的是 {{time}} 保存的数据',
      nothingKept: '当前离线，本机没有保存的数据',
      loadFailed: '加载失败',
      age: { seconds: '{{n}} 秒', minutes: '{{n}} 分钟', hours: '{{n}} 小时', days: '{{n}} 天' },
      ponds: { title: '我的塘口', empty: '暂无设备', noValue: '无数据', lastReading: '最新读数 {{age}}前' },
      attention: { title: '需要处理', dismiss: '知道了', conflict: '冲突' },
    },
  },
  'en-US': {
    phone: {
      online: 'Online',
      offline: 'Offline',
      queued: '{{count}} waiting to send',
      savedAt: 'Data of {{time}} ({{age}} ago)',
      staleNotice: 'Offline: showing the data saved at {{time}}',
      nothingKept: 'Offline, and nothing is saved on this phone yet',
      loadFailed: 'Could not load',
      age: { seconds: '{{n}} s', minutes: '{{n}} min', hours: '{{n}} h', days: '{{n}} d' },
      ponds: { title: 'My ponds', empty: 'No devices', noValue: 'No data', lastReading: 'Last reading {{age}} ago' },
      attention: { title: 'Needs attention', dismiss: 'Dismiss', conflict: 'Conflict' },
    },
  },
});
