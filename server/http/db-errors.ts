import { pgErrorOf, type PgError } from '../db/pg-error';
import { AppError } from './app-error';

/** "Key (tenant_id)=(42) is not present in table ..." names the column; so does a not-null error. */
function columnOf(error: PgError): string | null {
  if (error.column) return error.column;
  const match = /^Key \(([^)]+)\)=/.exec(error.detail ?? '');
  return match ? match[1] : null;
}

const withField = (status: number, key: string, field: string | null) =>
  field ? new AppError(status, `${key}_field`, { field }) : new AppError(status, key);

/**
 * The caller's fault among database errors, as the answer the caller should get: a value the
 * database refused (SQLSTATE class 22, data exception) or a row that breaks an integrity rule
 * (class 23). Null for everything else (connection lost, a bug in a query): those stay 500.
 */
export function appErrorForDatabase(error: unknown): AppError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  const field = columnOf(pg);
  switch (pg.code) {
    case '23505':
      return withField(409, 'db_duplicate', field);
    case '23503':
      // The same code answers both "refers to nothing" (insert/update) and "still referenced" (delete).
      return /still referenced/.test(pg.detail ?? '') ? new AppError(409, 'db_in_use') : withField(400, 'db_reference_missing', field);
    case '23502':
      return field ? new AppError(400, 'field_required', { field }) : new AppError(400, 'bad_request');
    default:
      if (pg.code.startsWith('22') || pg.code.startsWith('23')) return withField(400, 'db_invalid_value', field);
      return null;
  }
}
