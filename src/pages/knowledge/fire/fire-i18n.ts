import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': { knowledgeFire: { title: '消防知识' } },
  'en-US': { knowledgeFire: { title: 'Fire knowledge' } },
});
