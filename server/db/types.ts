import type { ColumnType, Generated } from 'kysely';

/**
 * The database schema as Kysely sees it. Each module adds its own tables by declaration merging
 * (`declare module '../../db/types' { interface DB { ... } }`) beside its repository, so modules
 * never edit one shared list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB {}

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Serial = Generated<number>;
