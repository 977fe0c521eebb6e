import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    insectpic: {
      trap: '虫情设备',
      noTraps: '暂无虫情设备（配置了“虫情数量”参数的设备）',
      range: '时间范围',
      pictures: '虫情图片',
      noPictures: '该时间段内没有图片',
      count: '{{count}} 只',
      countLabel: '虫数',
      takenAt: '拍摄时间',
      daily: '每日虫数',
      noDaily: '该时间段内没有计数',
      picturesOfDay: '{{count}} 张图片',
      boxes: '识别框 {{count}} 个',
      loadFailed: '加载失败：{{error}}',
      alarmHint: '虫数以“虫情数量”参数上报：在参数配置中设置上限即可报警，联动规则也可使用该参数。',
      newRule: '新建虫数联动规则',
      ruleName: '{{trap}}虫数超限',
    },
  },
  'en-US': {
    insectpic: {
      trap: 'Insect trap',
      noTraps: 'No insect traps (devices with the "Insect count" parameter)',
      range: 'Time range',
      pictures: 'Trap pictures',
      noPictures: 'No pictures in this range',
      count: '{{count}} insects',
      countLabel: 'Insects',
      takenAt: 'Taken at',
      daily: 'Insects per day',
      noDaily: 'No counts in this range',
      picturesOfDay: '{{count}} pictures',
      boxes: '{{count}} boxes',
      loadFailed: 'Failed to load: {{error}}',
      alarmHint: 'Counts are reported as the "Insect count" parameter: set its upper limit in the parameter configuration to raise alarms; linkage rules can use it too.',
      newRule: 'New linkage rule on counts',
      ruleName: '{{trap}}: too many insects',
    },
  },
});
