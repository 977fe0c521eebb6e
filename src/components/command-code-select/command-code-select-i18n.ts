import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': { commandCodeSelect: { placeholder: '选择已配置的指令', pickDevice: '请先选择设备', none: '该设备类型还没有配置指令' } },
  'en-US': { commandCodeSelect: { placeholder: 'Pick a configured command', pickDevice: 'Choose a device first', none: 'No commands configured for this device type' } },
});
