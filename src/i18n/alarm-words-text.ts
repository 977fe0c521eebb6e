/**
 * The words of an alarm's level (a hypoxia forecast among them) and direction and of a device fault
 * in both languages, which the data-alarm page and the message center both use (plain data and a
 * pure function, so unit tests can read them).
 */
export const ALARM_WORDS_TEXT = {
  'zh-CN': {
    alarmWords: {
      levels: { warning: '预警', fault: '故障', forecast: '缺氧预测' },
      /** A hypoxia forecast's direction: tonight's forecast falls below a forecast trigger's value. */
      forecastBelow: '缺氧预测：今夜将低于',
      directions: { high: '高于上限', low: '低于下限', offline: '离线' },
      deviceFault: '设备故障',
    },
  },
  'en-US': {
    alarmWords: {
      levels: { warning: 'Warning', fault: 'Fault', forecast: 'Hypoxia forecast' },
      forecastBelow: 'Hypoxia forecast: tonight below',
      directions: { high: 'Above the upper limit', low: 'Below the lower limit', offline: 'Offline' },
      deviceFault: 'Device fault',
    },
  },
} as const;

export type AlarmDirection = keyof (typeof ALARM_WORDS_TEXT)['en-US']['alarmWords']['directions'];

/**
 * The one wording of an alarm's or a reading's direction, wherever it is shown (the data-alarm
 * page, the message centre, the real-time card, the fault analysis): above the upper limit, below
 * the lower limit, offline. Issue 42: a low reading had been called 超标 (excess) on the card.
 * The words are registered by `alarm-words.ts`; unit tests pass their own `t`.
 */
export const directionWord = (t: (key: string) => string, direction: AlarmDirection): string => t(`alarmWords.directions.${direction}`);
