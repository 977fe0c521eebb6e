/**
 * The console's one way to write a date-time: "YYYY-MM-DD HH:mm:ss", 24-hour, in both languages
 * (Chinese users read 2026-12-05 16:46:45; `toLocaleString()` wrote "12/5/2026, 4:46:45 PM" in the
 * Chinese console whenever the browser was English). Times are in the browser's zone, the zone the
 * console's date pickers and charts use (docs/decisions.md, "Dates in the console").
 */
type Instant = string | number | Date | null | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "YYYY-MM-DD HH:mm:ss", or "-" when there is no time. */
export function formatTime(value: Instant): string {
  const d = toDate(value);
  if (!d) return '-';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** "YYYY-MM-DD", or "-" when there is no time. */
export function formatDate(value: Instant): string {
  const d = toDate(value);
  if (!d) return '-';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
