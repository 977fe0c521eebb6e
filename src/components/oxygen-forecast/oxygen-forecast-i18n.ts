import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': {
    oxygenForecast: {
      summary: '今晚最低 {{value}} mg/L，{{time}} ({{low}}–{{high}})',
      crossing: '，{{time}} 起低于 {{limit}}',
      noCrossing: '，不低于 {{limit}}',
      tooFewNights: '历史夜晚不足，暂不预报（已有 {{used}} 晚，需要 {{needed}} 晚）',
      noRecentReadings: '近几小时没有读数，无法从今晚开始预报',
      nights: '基于 {{count}} 个历史夜晚',
      curve: '今晚溶解氧预报曲线',
      title: '今晚溶解氧预报',
      notDrawn: '未绘制预报：',
      loadFailed: '预报加载失败：{{error}}',
      retry: '重试',
      limit: '下限 {{value}}',
    },
  },
  'en-US': {
    oxygenForecast: {
      summary: "Tonight's minimum {{value}} mg/L at {{time}} ({{low}}–{{high}})",
      crossing: ', below {{limit}} from {{time}}',
      noCrossing: ', not below {{limit}}',
      tooFewNights: 'Too few past nights to forecast ({{used}} of the {{needed}} needed)',
      noRecentReadings: "No readings in the last hours to start tonight's forecast from",
      nights_one: 'From {{count}} past night',
      nights_other: 'From {{count}} past nights',
      curve: "Tonight's oxygen forecast",
      title: "Tonight's oxygen forecast",
      notDrawn: 'No forecast drawn: ',
      loadFailed: 'Failed to load the forecast: {{error}}',
      retry: 'Retry',
      limit: 'Low limit {{value}}',
    },
  },
});
