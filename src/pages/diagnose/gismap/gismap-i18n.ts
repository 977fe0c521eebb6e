import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    gismap: {
      site: '站点',
      noSites: '暂无可查看的站点',
      loadFailed: '站点加载失败：{{error}}',
      hint: '拖动旋转，滚轮缩放，点击设备查看实时数据',
      legend: '在线 / 离线 / 预警 / 故障',
    },
  },
  'en-US': {
    gismap: {
      site: 'Site',
      noSites: 'No site to show',
      loadFailed: 'Sites could not be loaded: {{error}}',
      hint: 'Drag to orbit, scroll to zoom, click a device for its real-time data',
      legend: 'Online / offline / warning / fault',
    },
  },
});
