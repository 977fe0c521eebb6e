import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    periodic: {
      titles: { hour: '小时报表', day: '日报表', week: '周报表', month: '月报表' },
      device: '设备',
      period: { hour: '小时', day: '日期', week: '周', month: '月份' },
      download: '下载报表',
      loadFailed: '读取报表失败：{{error}}',
      retry: '重试',
      empty: '该时间段没有数据，请重新选择时间或设备',
      noDevice: '没有可用的设备',
      range: '统计时段：{{from}} 至 {{to}}',
      zone: '时区',
      hint: '已剔除数据审核标为无效的数据；占比为超出范围的有效数据条数占全部有效数据的比例',
      cols: {
        param: '参数', count: '数据条数', min: '最小值', minTime: '最小值时间', max: '最大值', maxTime: '最大值时间', avg: '平均值',
        outsideLimits: '超出报警上下限占比', outsideBest: '超出最佳范围占比',
      },
      notSet: '未设置',
      series: { avg: '平均值', min: '最小值', max: '最大值' },
      charts: '参数曲线',
    },
  },
  'en-US': {
    periodic: {
      titles: { hour: 'Hourly report', day: 'Daily report', week: 'Weekly report', month: 'Monthly report' },
      device: 'Device',
      period: { hour: 'Hour', day: 'Date', week: 'Week', month: 'Month' },
      download: 'Download report',
      loadFailed: 'Could not read the report: {{error}}',
      retry: 'Retry',
      empty: 'No data in this period; choose another time or device',
      noDevice: 'No device is available',
      range: 'Period: {{from}} to {{to}}',
      zone: 'Time zone',
      hint: 'Readings marked invalid in the data audit are left out; a share is the part of the valid readings outside the range',
      cols: {
        param: 'Parameter', count: 'Readings', min: 'Minimum', minTime: 'Time of minimum', max: 'Maximum', maxTime: 'Time of maximum', avg: 'Mean',
        outsideLimits: 'Outside alarm limits', outsideBest: 'Outside best range',
      },
      notSet: 'Not set',
      series: { avg: 'Mean', min: 'Minimum', max: 'Maximum' },
      charts: 'Parameter charts',
    },
  },
});
