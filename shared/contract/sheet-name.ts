/**
 * Excel's rules for a worksheet name, which hold whatever the language of the title: at most 31
 * characters, none of [ ] : * ? / \, no apostrophe first or last, not "History" in any case
 * (Excel keeps it for change tracking; exceljs refuses it), and unique in the workbook ignoring case.
 */
export const SHEET_NAME_MAX = 31;
const RESERVED = 'history';
const FORBIDDEN = /[[\]:*?/\\]/g;
// Control characters cannot be typed into a sheet tab either.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const FALLBACK = 'Sheet';

/** Cuts to `max` UTF-16 units without splitting a surrogate pair (exceljs counts `.length`). */
function cut(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/^[\s']+|[\s']+$/g, '');

/**
 * A valid worksheet name made from any title: forbidden characters become spaces, the result is
 * trimmed and cut to 31 characters, and a reserved or already `taken` name gets " (2)", " (3)"...
 * (" (1)" for the reserved name, which has no first copy) within the same 31 characters.
 */
export function sheetName(title: string, taken: Iterable<string> = []): string {
  const base = tidy(cut(tidy(title.replace(CONTROL, ' ').replace(FORBIDDEN, ' ')), SHEET_NAME_MAX)) || FALLBACK;
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  const free = (name: string) => name.toLowerCase() !== RESERVED && !used.has(name.toLowerCase());
  if (free(base)) return base;
  for (let n = base.toLowerCase() === RESERVED ? 1 : 2; ; n++) {
    const suffix = ` (${n})`;
    const name = `${tidy(cut(base, SHEET_NAME_MAX - suffix.length))}${suffix}`;
    if (free(name)) return name;
  }
}
