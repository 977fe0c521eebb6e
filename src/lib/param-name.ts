/**
 * A parameter's name in the user's language. The API sends `name` (Chinese, or the name the
 * device was given) and `name_en` (English, or that same name); both, so that a language switch
 * needs no refetch.
 */
export function paramName(row: { name: string | null; name_en?: string | null }, lang: string): string {
  return (lang === 'en-US' ? row.name_en || row.name : row.name) ?? '';
}
