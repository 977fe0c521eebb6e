import { registerTranslations } from '../../../i18n';
import { CAMERA_TEXT } from './camera-text';

registerTranslations(CAMERA_TEXT);
