import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    compare: {
      device: '设备',
      param: '参数',
      unit: '统计粒度',
      units: { year: '年', quarter: '季度', month: '月' },
      mode: '对比方式',
      modes: { sequential: '环比', yoy: '同比' },
      anchor: '截止',
      value: '本期均值',
      base: '对比期均值',
      change: '变化率',
      period: '统计期',
      basePeriod: '对比期',
      empty: '该时间段内没有数据，请重新选择时间范围或设备',
      loadFailed: '对比数据加载失败：{{error}}',
    },
  },
  'en-US': {
    compare: {
      device: 'Device',
      param: 'Parameter',
      unit: 'Granularity',
      units: { year: 'Year', quarter: 'Quarter', month: 'Month' },
      mode: 'Comparison',
      modes: { sequential: 'Sequential', yoy: 'Year-on-year' },
      anchor: 'Up to',
      value: 'Period average',
      base: 'Base period average',
      change: 'Change',
      period: 'Period',
      basePeriod: 'Base period',
      empty: 'No data in this time range; please re-enter the range or device',
      loadFailed: 'Failed to load the comparison: {{error}}',
    },
  },
});
