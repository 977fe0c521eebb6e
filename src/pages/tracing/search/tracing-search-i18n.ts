import { registerTranslations } from '../../../i18n';
import { TRACING_SEARCH_TEXT } from './tracing-search-text';

registerTranslations(TRACING_SEARCH_TEXT);
