import { registerTranslations } from './index';
import { ALARM_WORDS_TEXT } from './alarm-words-text';

/** `alarmWords.levels.*`, `alarmWords.directions.*`, `alarmWords.deviceFault`: see alarm-words-text.ts. */
registerTranslations(ALARM_WORDS_TEXT);
