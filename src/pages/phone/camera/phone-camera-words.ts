import { registerTranslations } from '../../../i18n';

/**
 * /m/camera's words (issue 37), in both languages: the console video page's own
 * (monitor-video-i18n.ts), which a page may not import from another page's folder.
 */
registerTranslations({
  'zh-CN': {
    phoneCamera: {
      cameras: '摄像头列表',
      notConfigured: '视频监控未开通/未配置',
      loadFailed: '摄像头列表加载失败：{{error}}',
      ptz: {
        title: '云台控制',
        up: '上',
        down: '下',
        left: '左',
        right: '右',
        zoomin: '放大',
        zoomout: '缩小',
        speed: '速度',
        slow: '慢',
        normal: '中',
        fast: '快',
        position: '水平 {{pan}}° · 垂直 {{tilt}}° · 变倍 {{zoom}}x',
        failed: '云台控制失败：{{error}}',
      },
    },
  },
  'en-US': {
    phoneCamera: {
      cameras: 'Cameras',
      notConfigured: 'Video monitoring is not enabled/configured',
      loadFailed: 'Could not load the cameras: {{error}}',
      ptz: {
        title: 'Pan / tilt / zoom',
        up: 'Up',
        down: 'Down',
        left: 'Left',
        right: 'Right',
        zoomin: 'Zoom in',
        zoomout: 'Zoom out',
        speed: 'Speed',
        slow: 'Slow',
        normal: 'Normal',
        fast: 'Fast',
        position: 'Pan {{pan}}° · tilt {{tilt}}° · zoom {{zoom}}x',
        failed: 'PTZ control failed: {{error}}',
      },
    },
  },
});
