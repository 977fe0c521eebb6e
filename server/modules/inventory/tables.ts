import type { ColumnType, Generated } from 'kysely';

/** A `date` column: written as "YYYY-MM-DD", read back through to_char (the repository). */
type Day = ColumnType<string, string, string>;

/** The table of migration 0111. */
declare module '../../db/types' {
  interface DB {
    inventory_records: {
      id: Serial;
      tenant_id: number;
      product_id: number;
      import_num: number;
      import_date: Day;
      export_num: number;
      export_date: Day;
      person: string;
      phone: string;
      factory_no: string;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
      deleted_at: Date | null;
    };
  }
}
