import { registerTranslations } from '../../../i18n';
import { TRACING_TEXT } from './tracing-text';

registerTranslations(TRACING_TEXT);
