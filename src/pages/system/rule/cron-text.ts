import type { CronField, CronPart, ParsedCron } from '../../../../shared/contract/cron';

/**
 * What a timer expression means, in the UI language. The grammar, its parser and its refusals
 * are the contract's (shared/contract/cron.ts), the one the server's rule engine runs.
 */

export type CronLang = 'zh-CN' | 'en-US';

const WEEKDAYS: Record<CronLang, string[]> = {
  'zh-CN': ['周日', '周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  'en-US': ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number) => String(n).padStart(2, '0');

function partsText(parts: CronPart[], lang: CronLang, label: (n: number) => string): string {
  const sep = lang === 'zh-CN' ? '、' : ', ';
  const to = lang === 'zh-CN' ? '至' : ' to ';
  return parts.map((p) => (Array.isArray(p) ? `${label(p[0])}${to}${label(p[1])}` : label(p))).join(sep);
}

const single = (field: CronField): number | null => (field.kind === 'list' && field.parts.length === 1 && !Array.isArray(field.parts[0]) ? field.parts[0] : null);

function timeText(cron: ParsedCron, lang: CronLang): string {
  const zh = lang === 'zh-CN';
  const { minute, hour } = cron;
  const m = single(minute);
  const h = single(hour);
  if (m !== null && h !== null) return zh ? `${pad(h)}:${pad(m)}` : `at ${pad(h)}:${pad(m)}`;
  const minutes =
    minute.kind === 'every'
      ? zh ? '每分钟' : 'every minute'
      : minute.kind === 'step'
        ? zh ? `每 ${minute.step} 分钟` : `every ${minute.step} minutes`
        : zh ? `第 ${partsText(minute.parts, lang, String)} 分` : `at minute ${partsText(minute.parts, lang, String)}`;
  const hours =
    hour.kind === 'every'
      ? zh ? '每小时' : 'of every hour'
      : hour.kind === 'step'
        ? zh ? `每 ${hour.step} 小时` : `every ${hour.step} hours`
        : zh ? `${partsText(hour.parts, lang, String)} 时` : `during hour ${partsText(hour.parts, lang, String)}`;
  if (minute.kind !== 'list' && hour.kind === 'every') return minutes;
  return zh ? `${hours}${minutes}` : `${minutes} ${hours}`;
}

function dateText(cron: ParsedCron, lang: CronLang): string {
  const zh = lang === 'zh-CN';
  const { day, month, weekday } = cron;
  const pieces: string[] = [];
  if (month.kind === 'step') pieces.push(zh ? `每 ${month.step} 个月` : `every ${month.step} months`);
  if (month.kind === 'list') pieces.push(zh ? partsText(month.parts, lang, (n) => `${n}月`) : `in ${partsText(month.parts, lang, (n) => MONTHS_EN[n - 1])}`);
  const days =
    day.kind === 'step'
      ? zh ? `每 ${day.step} 天` : `every ${day.step} days`
      : day.kind === 'list'
        ? zh ? `每月 ${partsText(day.parts, lang, (n) => `${n}日`)}` : `on day ${partsText(day.parts, lang, String)} of the month`
        : null;
  // A weekday step names the days it lands on (*/2: Sunday, Tuesday, Thursday, Saturday).
  const weekdayParts = weekday.kind === 'step' ? Array.from({ length: Math.floor(6 / weekday.step) + 1 }, (_, i) => i * weekday.step) : weekday.kind === 'list' ? weekday.parts : null;
  const weekdays = weekdayParts ? (zh ? partsText(weekdayParts, lang, (n) => WEEKDAYS[lang][n]) : `on ${partsText(weekdayParts, lang, (n) => WEEKDAYS[lang][n])}`) : null;
  // Classic cron: with both day and weekday restricted, either one matching is enough.
  if (days && weekdays) pieces.push(zh ? `${days}或${weekdays}` : `${days} or ${weekdays}`);
  else if (days) pieces.push(days);
  else if (weekdays) pieces.push(weekdays);
  else if (month.kind === 'every') pieces.push(zh ? '每天' : 'every day');
  return pieces.join(zh ? '，' : ', ');
}

/** What an accepted expression means, e.g. "每天 08:30" / "at 08:30, every day". */
export function describeCron(cron: ParsedCron, lang: CronLang): string {
  const time = timeText(cron, lang);
  const date = dateText(cron, lang);
  return lang === 'zh-CN' ? `${date} ${time}`.trim() : `${time}, ${date}`;
}
