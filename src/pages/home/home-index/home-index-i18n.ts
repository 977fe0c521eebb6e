import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    homeIndex: {
      total: '设备总数',
      online: '在线',
      offline: '离线',
      warning: '预警',
      fault: '故障',
      map: '设备分布',
      openMap: '打开地图',
      noPlaced: '暂无带坐标的设备',
      alarms: '最新报警',
      noAlarms: '暂无未处理的报警',
      sims: '物联网卡到期提醒',
      noSims: '暂无到期的物联网卡',
      loadFailed: '加载失败：{{error}}',
      faultName: '设备离线',
      retry: '重试',
    },
  },
  'en-US': {
    homeIndex: {
      total: 'Devices',
      online: 'Online',
      offline: 'Offline',
      warning: 'Warning',
      fault: 'Fault',
      map: 'Device locations',
      openMap: 'Open map',
      noPlaced: 'No device has coordinates yet',
      alarms: 'Latest alarms',
      noAlarms: 'No open alarms',
      sims: 'SIM expiry notices',
      noSims: 'No expired SIM cards',
      loadFailed: 'Could not load: {{error}}',
      faultName: 'Device offline',
      retry: 'Retry',
    },
  },
});
