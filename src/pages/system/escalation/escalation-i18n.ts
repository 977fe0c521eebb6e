import { registerTranslations } from '../../../i18n';
import { ESCALATION_TEXT } from './escalation-text';

registerTranslations(ESCALATION_TEXT);
