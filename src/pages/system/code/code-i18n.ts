import { registerTranslations } from '../../../i18n';
import { CODE_TEXT } from './code-text';

registerTranslations(CODE_TEXT);
