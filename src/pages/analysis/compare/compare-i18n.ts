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
      noData: {
        lastYear: '去年同期（{{period}}）无数据',
        previous: '上一期（{{period}}）无数据',
        current: '本期（{{period}}）无数据',
        both: '本期与对比期（{{period}}）均无数据',
      },
      noBase: '{{note}}，无法计算变化率。',
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
      noData: {
        lastYear: 'No data for the same period last year ({{period}})',
        previous: 'No data for the previous period ({{period}})',
        current: 'No data for this period ({{period}})',
        both: 'No data for this period or its base period ({{period}})',
      },
      noBase: '{{note}}, so the change cannot be computed.',
      loadFailed: 'Failed to load the comparison: {{error}}',
    },
  },
});
