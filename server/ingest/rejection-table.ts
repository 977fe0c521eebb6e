import type { Generated } from 'kysely';

/** The table of migration 0081: telemetry messages refused at ingest, with why. */
declare module '../db/types' {
  interface DB {
    telemetry_rejections: {
      /** bigserial: selected as float8 (exact far beyond any count this table reaches). */
      id: Generated<string>;
      device_id: string;
      tenant_id: number;
      received_at: Timestamp;
      reason: string;
      detail: string | null;
      excerpt: string;
    };
  }
}

export {};
