const pad = (n: number) => String(n).padStart(2, '0');

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * The visible stale label for `StreamState.staleSince`, in local time: "stale since hh:mm:ss" /
 * "数据已过期（自 hh:mm:ss）". A screen left running can be stale since an earlier day, so the date
 * is added when `ts` is not on the same day as `now`. `lang` is the i18n language (`en-US`,
 * `zh-CN`); anything not English is Chinese, the console's default.
 */
export function formatStaleSince(ts: number, lang: string, now: number = Date.now()): string {
  const at = new Date(ts);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  const stamp = sameDay(at, new Date(now)) ? time : `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
  return lang.toLowerCase().startsWith('en') ? `stale since ${stamp}` : `数据已过期（自 ${stamp}）`;
}
