import { registerTranslations } from '../../../i18n';
import { ALARM_TEXT } from './alarm-text';

registerTranslations(ALARM_TEXT);
