import type { ColumnType, Generated } from 'kysely';

/** A `date` column: written as "YYYY-MM-DD", read back through to_char (the repository). */
type Day = ColumnType<string, string, string>;

/** The table of migration 0150. */
declare module '../../db/types' {
  interface DB {
    prices: {
      id: Serial;
      tenant_id: number;
      product: string;
      variety: string | null;
      market: string;
      unit: string;
      price: number;
      day: Day;
      source: string | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
      deleted_at: Date | null;
    };
  }
}
