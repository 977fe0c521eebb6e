import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    pollution: {
      rank: '排名',
      source: '污染源（设备）',
      type: '设备类型',
      exceedHours: '超标时数',
      factors: '超标因子',
      none: '无超标',
      chartTitle: '污染源超标排名',
      hours: '{{count}}小时',
    },
  },
  'en-US': {
    pollution: {
      rank: 'Rank',
      source: 'Source (device)',
      type: 'Device type',
      exceedHours: 'Hours over standard',
      factors: 'Factors over standard',
      none: 'None over the standard',
      chartTitle: 'Sources ranked by hours over the standard',
      hours: '{{count}} h',
    },
  },
});
