import type { Generated } from 'kysely';

/** The optimisation module's tables (migration 0200). */
declare module '../../db/types' {
  interface DB {
    tip_dismissals: {
      user_id: number;
      device_id: string;
      rule_id: string;
      param_key: string;
      until: Date;
      created_at: Generated<Date>;
    };
    maintenance_records: {
      id: Generated<number>;
      tenant_id: number;
      device_id: string;
      content: string;
      done_at: Date;
      measures: string | null;
      note: string | null;
      handler: string;
      created_by: number | null;
      created_at: Generated<Date>;
      deleted_at: Date | null;
    };
    pm_notices: {
      device_id: string;
      cycle_start: Date;
      notice_id: number | null;
      created_at: Generated<Date>;
    };
  }
}

export {};
