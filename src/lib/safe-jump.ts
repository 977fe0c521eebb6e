/**
 * The post-login jump target from `login_dp`, kept only when it is a path on this origin:
 * absolute URLs, protocol-relative `//host` and backslash tricks (`/\host`) are refused, so a
 * crafted link cannot send a freshly logged-in user to another site.
 */
export function safeJumpPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters let some browsers re-read the URL as protocol-relative.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  try {
    const base = 'http://same.origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (url.pathname === '/login' || url.pathname === '/locking') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
