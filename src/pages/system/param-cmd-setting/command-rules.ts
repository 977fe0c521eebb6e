/** How long the page waits for a device's reply before saying none came, and how often it looks. */
export const REPLY_TIMEOUT_MS = 30_000;
export const REPLY_POLL_MS = 1000;
export const COMMAND_MAX = 200;

/**
 * The optional command parameters typed as JSON: empty is none, otherwise a JSON object.
 * Returns the object, or the message key of the refusal.
 */
export function parseParams(text: string | undefined): { ok: true; value?: Record<string, unknown> } | { ok: false; message: string } {
  const trimmed = text?.trim();
  if (!trimmed) return { ok: true };
  try {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'cmd.paramsObject' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch {
    return { ok: false, message: 'cmd.paramsJson' };
  }
}

/** A payload or reply as one line of text for the table. */
export function showJson(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
