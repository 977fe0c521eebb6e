import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': { knowledgeFish: { title: '水产知识' } },
  'en-US': { knowledgeFish: { title: 'Aquatic knowledge' } },
});
