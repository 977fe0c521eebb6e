import type { ColumnType, Generated } from 'kysely';

/** Table of migration 0130_command_codes. */
declare module '../../db/types' {
  interface DB {
    command_codes: {
      id: Serial;
      tenant_id: number | null;
      device_type: string;
      code: string;
      name: string;
      name_en: string | null;
      // jsonb: written as JSON text, read back as the object.
      params: ColumnType<unknown, string | null | undefined, string | null>;
      reply_code: string | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
      deleted_at: Date | null;
    };
  }
}

export {};
