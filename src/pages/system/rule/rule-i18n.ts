import { registerTranslations } from '../../../i18n';
import { RULE_TEXT } from './rule-text';

registerTranslations(RULE_TEXT);
