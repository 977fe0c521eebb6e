import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': { knowledgeSurroundings: { title: '环境知识' } },
  'en-US': { knowledgeSurroundings: { title: 'Environment knowledge' } },
});
