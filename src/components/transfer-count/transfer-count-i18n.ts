import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': {
    transferCount: {
      items_other: '{{count}} 项',
      selected_other: '{{selected}}/{{count}} 项',
    },
  },
  'en-US': {
    transferCount: {
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      selected_one: '{{selected}}/{{count}} item',
      selected_other: '{{selected}}/{{count}} items',
    },
  },
});
