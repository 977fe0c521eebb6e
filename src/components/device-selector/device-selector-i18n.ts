import { registerTranslations } from '../../i18n';

/** Device family names per type code (docs/decisions.md, "Device type codes"). */
registerTranslations({
  'zh-CN': {
    deviceSelector: {
      placeholder: '请选择设备（可搜索）',
      notFound: '没有找到您需要的设备',
      notFoundAdvice: '请刷新后重试',
      loadFailed: '设备列表加载失败',
      types: {
        AW: '水产水质', AG: '农业环境', EWL: '雨量水位', ES: '环境空气质量', ET: '环境温湿度', T: '冷链',
        EYZ: '烟感', EX: '防爆', PTP: '点对点', other: '其他',
      },
    },
  },
  'en-US': {
    deviceSelector: {
      placeholder: 'Select a device (type to search)',
      notFound: 'Not found the device you need',
      notFoundAdvice: 'Please refresh and try again',
      loadFailed: 'Failed to load the device list',
      types: {
        AW: 'Aquaculture water quality', AG: 'Agriculture', EWL: 'Rainfall and water level', ES: 'Air quality', ET: 'Temperature and humidity',
        T: 'Cold chain', EYZ: 'Smoke detection', EX: 'Explosion-proof', PTP: 'Point-to-point', other: 'Other',
      },
    },
  },
});
