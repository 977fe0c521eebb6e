/**
 * The words of an alarm's level and direction and of a device fault in both languages, which the
 * data-alarm page and the message center both use (plain data, so unit tests can read them).
 */
export const ALARM_WORDS_TEXT = {
  'zh-CN': {
    alarmWords: {
      levels: { warning: '预警', fault: '故障' },
      directions: { high: '高于上限', low: '低于下限', offline: '离线' },
      deviceFault: '设备故障',
    },
  },
  'en-US': {
    alarmWords: {
      levels: { warning: 'Warning', fault: 'Fault' },
      directions: { high: 'Above the upper limit', low: 'Below the lower limit', offline: 'Offline' },
      deviceFault: 'Device fault',
    },
  },
} as const;
