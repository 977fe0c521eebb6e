import type { ALARM_WORDS_TEXT } from './alarm-words-text';

export type AlarmDirection = keyof (typeof ALARM_WORDS_TEXT)['en-US']['alarmWords']['directions'];

/**
 * The one wording of an alarm's or a reading's direction, wherever it is shown (the data-alarm
 * page, the message centre, the real-time card, the fault analysis): above the upper limit, below
 * the lower limit, offline. Issue 42: a low reading had been called 超标 (excess) on the card.
 * Pure (the words are registered by `alarm-words.ts`), so unit tests can call it with their own `t`.
 */
export const directionWord = (t: (key: string) => string, direction: AlarmDirection): string => t(`alarmWords.directions.${direction}`);
