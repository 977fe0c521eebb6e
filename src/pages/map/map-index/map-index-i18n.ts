import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    mapIndex: {
      search: '按名称或编号搜索',
      types: '设备类型',
      statuses: '设备状态',
      online: '在线',
      offline: '离线',
      warning: '预警',
      fault: '故障',
      devices: '设备列表（{{shown}}/{{total}}）',
      more: '还有 {{count}} 台，请缩小筛选范围',
      empty: '暂无可显示的设备',
      flyTo: '定位',
      loadFailed: '设备加载失败：{{error}}',
      sitesFailed: '站点图层加载失败：{{error}}',
      noValues: '暂无实时数据',
    },
  },
  'en-US': {
    mapIndex: {
      search: 'Search by name or code',
      types: 'Device types',
      statuses: 'Status',
      online: 'Online',
      offline: 'Offline',
      warning: 'Warning',
      fault: 'Fault',
      devices: 'Devices ({{shown}}/{{total}})',
      more: '{{count}} more; narrow the filter',
      empty: 'No devices to show',
      flyTo: 'Locate',
      loadFailed: 'Devices could not be loaded: {{error}}',
      sitesFailed: 'Site layers could not be loaded: {{error}}',
      noValues: 'No real-time data',
    },
  },
});
