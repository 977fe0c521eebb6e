import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': {
    summary: {
      devices: '设备',
      allDevices: '全部设备',
      range: '时间范围',
      query: '查询',
      empty: '该时间段内没有数据，请重新选择时间范围或设备',
      loadFailed: '统计数据加载失败：{{error}}',
      presets: { day: '最近24小时', week: '最近7天', month: '最近30天', quarter: '最近3个月', year: '最近1年' },
    },
  },
  'en-US': {
    summary: {
      devices: 'Devices',
      allDevices: 'All devices',
      range: 'Time range',
      query: 'Query',
      empty: 'No data in this time range; please re-enter the range or device',
      loadFailed: 'Failed to load the statistics: {{error}}',
      presets: { day: 'Last 24 hours', week: 'Last 7 days', month: 'Last 30 days', quarter: 'Last 3 months', year: 'Last year' },
    },
  },
});
