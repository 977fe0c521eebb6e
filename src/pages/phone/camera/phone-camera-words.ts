import { registerTranslations } from '../../../i18n';

/**
 * /m/camera's words (issue 37), in both languages: the console video page's own
 * (monitor-video-i18n.ts), which a page may not import from another page's folder; the PTZ pad's
 * are shared (src/components/ptz/ptz-words.ts).
 */
registerTranslations({
  'zh-CN': {
    phoneCamera: {
      title: '摄像头',
      cameras: '摄像头列表',
      notConfigured: '视频监控未开通/未配置',
      loadFailed: '摄像头列表加载失败：{{error}}',
    },
  },
  'en-US': {
    phoneCamera: {
      title: 'Camera',
      cameras: 'Cameras',
      notConfigured: 'Video monitoring is not enabled/configured',
      loadFailed: 'Could not load the cameras: {{error}}',
    },
  },
});
