import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    overview: {
      factor: '监测因子',
      allFactors: '全部因子',
      device: '设备',
      min: '最小值',
      max: '最大值',
      avg: '平均值',
      count: '数据条数',
      standard: '标准',
      exceedHours: '超标时数',
      chartTitle: '各因子超标时数',
      tableTitle: '监测因子汇总',
    },
  },
  'en-US': {
    overview: {
      factor: 'Factor',
      allFactors: 'All factors',
      device: 'Device',
      min: 'Min',
      max: 'Max',
      avg: 'Average',
      count: 'Readings',
      standard: 'Standard',
      exceedHours: 'Hours over standard',
      chartTitle: 'Hours over the standard per factor',
      tableTitle: 'Monitoring-factor summary',
    },
  },
});
