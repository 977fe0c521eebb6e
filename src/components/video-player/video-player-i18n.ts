import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': {
    videoPlayer: {
      connecting: '正在连接…',
      waiting: '缓冲中…',
      retrying: '{{seconds}} 秒后重连（第 {{attempt}} 次）',
      fps: '{{fps}} 帧/秒',
      stalls_other: '卡顿 {{count}}',
    },
  },
  'en-US': {
    videoPlayer: {
      connecting: 'Connecting…',
      waiting: 'Buffering…',
      retrying: 'Reconnecting in {{seconds}} s (attempt {{attempt}})',
      fps: '{{fps}} fps',
      stalls_one: '{{count}} stall',
      stalls_other: '{{count}} stalls',
    },
  },
});
