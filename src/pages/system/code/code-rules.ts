import { COMMAND_CODE_PATTERN } from '../../../../shared/contract/api/command-codes';

const CODE_RE = new RegExp(COMMAND_CODE_PATTERN);

/** The message key for a command code the server would refuse, or null. */
export function codeError(code: string | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  if (!trimmed) return 'code.codeRequired';
  return CODE_RE.test(trimmed) ? null : 'code.codeFormat';
}

/** The parameter template typed as JSON: empty is none, otherwise a JSON object; or the message key of the refusal. */
export function parseTemplate(text: string | undefined): { ok: true; value: Record<string, unknown> | null } | { ok: false; message: string } {
  const trimmed = text?.trim();
  if (!trimmed) return { ok: true, value: null };
  try {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'code.paramsObject' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch {
    return { ok: false, message: 'code.paramsJson' };
  }
}
