import { sqlState } from '../db/pg-error';

/**
 * SQLSTATE classes that are about the rows a statement carried, not about the database: data
 * exceptions (22: a value out of range, a bad date), integrity violations (23: not null, check,
 * foreign key) and program limits (54: a statement too large). Anything else (no connection, a
 * shutdown, a serialization failure, an out-of-memory) is the database's state and passes.
 */
const DATA_CLASSES: ReadonlySet<string> = new Set(['22', '23', '54']);

/** Whether splitting the batch could help: the database refused these rows, not every write. */
export function isDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== null && DATA_CLASSES.has(state.slice(0, 2));
}
