import type { Generated } from 'kysely';

declare module '../../db/types' {
  interface DB {
    products: {
      id: Serial;
      tenant_id: number;
      name: string;
      category: string | null;
      specification: string | null;
      unit: string | null;
      note: string | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
      deleted_at: Date | null;
    };
  }
}
