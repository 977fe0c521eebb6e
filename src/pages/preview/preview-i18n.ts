import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': { preview: { banner: '预览：读者看到的文章就是这样（未发布的文章读者还看不到）。', missing: '没有要预览的文章' } },
  'en-US': { preview: { banner: 'Preview: this is exactly how readers will see the article (unpublished articles are not shown to them yet).', missing: 'No article to preview' } },
});
