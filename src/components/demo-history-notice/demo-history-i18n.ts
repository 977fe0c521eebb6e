import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': { demoHistory: { filling: '演示历史数据仍在生成中（{{progress}}%），较早的日期可能暂无数据' } },
  'en-US': { demoHistory: { filling: 'Demo history is still filling ({{progress}} %): earlier dates may have no data yet' } },
});
