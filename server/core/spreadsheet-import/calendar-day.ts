const DAY_RE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** "2026-3-9", "2026/03/09" -> "2026-03-09"; null when it is no calendar day (as a cell of an imported file is read). */
export function normaliseDay(text: string): string | null {
  const match = DAY_RE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1970 || year >= 2100) return null;
  return date.toISOString().slice(0, 10);
}
