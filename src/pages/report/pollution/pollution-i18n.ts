import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    pollution: {
      title: '优良与污染天数统计',
      device: '监测设备',
      months: '月份',
      download: '下载报表',
      loadFailed: '读取统计失败：{{error}}',
      retry: '重试',
      noDevice: '没有可用的空气质量站（ES）或水质监测仪（AW）',
      empty: '该时间段没有有效数据，请重新选择月份或设备',
      none: '该设备不监测空气质量或可评价的水质参数',
      airHint: '空气：按 HJ 633-2012 的日 AQI，AQI ≤ 100（优、良）为达标天，> 100 为污染天',
      waterHint: '水质：按 GB 3838-2002 以当日均值定类，Ⅰ～Ⅲ类为达标天，Ⅳ类及以下为污染天',
      cols: { month: '月份', good: '达标天数', polluted: '污染天数', noData: '无有效数据' },
      chart: '每月天数',
    },
  },
  'en-US': {
    pollution: {
      title: 'Good and polluted days',
      device: 'Monitor',
      months: 'Months',
      download: 'Download report',
      loadFailed: 'Could not read the counts: {{error}}',
      retry: 'Retry',
      noDevice: 'No air station (ES) or water monitor (AW) is available',
      empty: 'No valid data in these months; choose other months or another device',
      none: 'This device measures neither air quality nor classed water parameters',
      airHint: 'Air: daily AQI by HJ 633-2012; AQI up to 100 (excellent, good) is a good day, above 100 polluted',
      waterHint: 'Water: class by GB 3838-2002 from the day\'s means; classes I-III are good days, IV and worse polluted',
      cols: { month: 'Month', good: 'Good days', polluted: 'Polluted days', noData: 'No valid data' },
      chart: 'Days per month',
    },
  },
});
