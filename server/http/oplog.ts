import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { OpAction, OpResource } from '../../shared/contract/op-vocabulary';

type Picked = unknown;
/** Reads the answer's `data` too, for names the server made (a new id). */
type NameOf = (request: FastifyRequest, data: unknown) => Picked;

/**
 * What a changing route writes to the operation log, declared in its `config.oplog`. The row
 * stores the action, the resource and the thing's name, and only when the call succeeded.
 */
export interface OplogSpec {
  resource: OpResource | ((request: FastifyRequest) => OpResource);
  /** A function for routes that multiplex on a body field; null means this call only read. */
  action: OpAction | ((request: FastifyRequest, data: unknown) => OpAction | null);
  /** The thing's name from the request or the answer. */
  name?: NameOf;
  /** Reads the name before the handler runs, so a delete can name what it removes. */
  lookup?: (request: FastifyRequest) => Promise<Picked>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What this route writes to the operation log; `false` for a call that changes no stored data
     * yet is no search either (session lock). Every changing route declares this or `readOnly`
     * (tests/api/oplog.test.ts walks them); a GET may not declare it (server/http/oplog-plugin.ts).
     */
    oplog?: OplogSpec | false;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** A field of the validated body (`a.b` reaches into a nested object). */
export const body =
  (path: string): NameOf =>
  (request) =>
    path.split('.').reduce<unknown>((value, key) => record(value)[key], request.body);

export const param =
  (field: string): NameOf =>
  (request) =>
    record(request.params)[field];

export const query =
  (field: string): NameOf =>
  (request) =>
    record(request.query)[field];

/** The first of several sources that gives a value. */
export const firstOf =
  (...sources: NameOf[]): NameOf =>
  (request, data) => {
    for (const source of sources) {
      const value = source(request, data);
      if (value !== undefined && value !== null && value !== '') return value;
    }
    return undefined;
  };

/** An action picked by a body field's value (`action`, `type`); a value not listed only read. */
export const byBody =
  (field: string, actions: Record<string, OpAction | null>) =>
  (request: FastifyRequest): OpAction | null =>
    actions[String(record(request.body)[field])] ?? null;

/**
 * Looks up the current name of the row(s) a request points at, before the handler changes them.
 * `id` gives one id or several; their names are joined with a comma.
 */
export function lookupName(table: string, nameColumn: string, id: NameOf, idColumn = 'id') {
  return async (request: FastifyRequest): Promise<string | undefined> => {
    const raw = id(request, undefined);
    const ids = (Array.isArray(raw) ? raw : [raw]).filter((v) => typeof v === 'string' || typeof v === 'number');
    if (ids.length === 0) return undefined;
    const { rows } = await sql<{ name: string }>`
      select ${sql.ref(nameColumn)} as name from ${sql.table(table)}
      where ${sql.ref(idColumn)} in (${sql.join(ids.map((v) => sql`${String(v)}`))}) order by ${sql.ref(idColumn)}`.execute(
      request.server.database.db,
    );
    return rows.length > 0 ? rows.map((r) => r.name).join(', ') : undefined;
  };
}

/** Several values joined with a space ("AW00001 do"), skipping the missing ones. */
export const joined =
  (...sources: NameOf[]): NameOf =>
  (request, data) => {
    const parts = sources.map((s) => s(request, data)).filter((v) => v !== undefined && v !== null && v !== '');
    return parts.length > 0 ? parts.join(' ') : undefined;
  };

/** One resource when a body field is present (and not empty), another when it is not. */
export const ifBody =
  <T>(field: string, present: T, absent: T) =>
  (request: FastifyRequest): T => {
    const value = record(request.body)[field];
    return value !== undefined && value !== null && value !== '' ? present : absent;
  };
