import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    gisDJmap: {
      site: '站点',
      noModel: '该站点尚未配置无人机三维模型',
      noSites: '暂无可查看的站点',
      loadFailed: '站点加载失败：{{error}}',
      distance: '测距',
      area: '测面积',
      clear: '清除',
      off: '浏览',
      measure: '测量',
      distanceResult: '距离：{{value}}',
      areaResult: '面积：{{value}}',
      pickHint: '在模型上单击取点',
      format: '格式：{{format}}',
    },
  },
  'en-US': {
    gisDJmap: {
      site: 'Site',
      noModel: 'No drone model is configured for this site',
      noSites: 'No site to show',
      loadFailed: 'Sites could not be loaded: {{error}}',
      distance: 'Distance',
      area: 'Area',
      clear: 'Clear',
      off: 'Browse',
      measure: 'Measure',
      distanceResult: 'Distance: {{value}}',
      areaResult: 'Area: {{value}}',
      pickHint: 'Click on the model to add points',
      format: 'Format: {{format}}',
    },
  },
});
