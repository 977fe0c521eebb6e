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

/**
 * SQLSTATEs that say the database cannot serve now, whatever the statement: connection exceptions
 * (08), a server shutting down or starting (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/**
 * Socket errors of a connection that could not be made or was lost: node-postgres and its pool
 * reject with the socket's own error. Only at the top: an HTTP client's failure carries the same
 * code in its `cause` (fetch's "fetch failed"), and a provider down is not the database down.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres and pg-pool say the same in words only. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection timed out)/;

/**
 * Whether an error means the database is out of reach (down, restarting, failing over, frozen past
 * the connect timeout) rather than anything about the statement: the caller gets 503 and may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_STATES.test(candidate.code)) return true;
    if (depth === 0 && typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
