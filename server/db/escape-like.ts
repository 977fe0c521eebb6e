/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
