import { registerTranslations } from '../../i18n';

/** The pan/tilt/zoom pads' words, the console's (video wall) and the phone's (/m/camera) alike. */
registerTranslations({
  'zh-CN': {
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
  'en-US': {
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
});
