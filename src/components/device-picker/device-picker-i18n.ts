import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': { devicePicker: { placeholder: '请选择设备' } },
  'en-US': { devicePicker: { placeholder: 'Choose a device' } },
});
