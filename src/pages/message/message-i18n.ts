import { registerTranslations } from '../../i18n';
import '../../i18n/alarm-words';
import { MESSAGE_TEXT } from './message-text';

registerTranslations(MESSAGE_TEXT);
