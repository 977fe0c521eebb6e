import { registerTranslations } from '../../i18n';

/** The words of /m's trend, forecast and SIM notice (issue 37), in both languages. */
registerTranslations({
  'zh-CN': {
    phoneHome: {
      trend: '今日趋势：最低 {{min}}，最高 {{max}}',
      forecast: '今晚溶解氧',
      simTitle: '物联网卡到期提醒',
    },
  },
  'en-US': {
    phoneHome: {
      trend: "Today's trend: low {{min}}, high {{max}}",
      forecast: "Tonight's oxygen",
      simTitle: 'SIM expiry reminder',
    },
  },
});
