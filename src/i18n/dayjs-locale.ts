import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18next } from '.';
import type { Lang } from './language';

/**
 * dayjs follows the interface language (month and weekday names, week start). Imported with the
 * live data every signed-in page awaits (src/app/live-data.ts), not with /login, which shows no
 * dates: dayjs and its Chinese locale are ~3 KB gzip of /login's budget.
 */
const DAYJS_LOCALE: Record<Lang, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

const follow = (lang: string) => dayjs.locale(DAYJS_LOCALE[lang === 'en-US' ? 'en-US' : 'zh-CN']);
follow(i18next.language);
i18next.on('languageChanged', follow);
