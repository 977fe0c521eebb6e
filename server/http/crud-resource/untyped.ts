import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types';

/**
 * Kysely over a declared resource's table. Its name comes from a declaration, not from the DB
 * type, so the kit's queries go through an untyped view of the database (as the farm registry's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, Record<string, unknown>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBuilder = ExpressionBuilder<any, any>;
export const untyped = (db: Kysely<DB>) => db as unknown as AnyDb;

/** A stored row as the kit reads it. */
export type Row = Record<string, unknown> & { id: number; tenant_id: number; deleted_at?: Date | null };
