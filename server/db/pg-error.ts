/** The fields node-postgres' DatabaseError and PGlite's error both carry. */
export interface PgError {
  code: string;
  detail?: string;
  column?: string;
}

/**
 * A PostgreSQL or PGlite error, looking through wrappers' `cause` (Kysely passes them through);
 * null for anything else (a bug, a closed connection without a SQLSTATE).
 */
export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as Partial<PgError> & { severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && typeof candidate.severity === 'string') {
      return candidate as PgError;
    }
    current = candidate.cause;
  }
  return null;
}

/** The SQLSTATE of a database error, or null. */
export function sqlState(error: unknown): string | null {
  return pgErrorOf(error)?.code ?? null;
}
