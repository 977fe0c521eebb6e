import { registerTranslations } from '../../../i18n';
import '../../../i18n/alarm-words';
import { DATA_ALARM_TEXT } from './data-alarm-text';

registerTranslations(DATA_ALARM_TEXT);
