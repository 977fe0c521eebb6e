import type { Generated } from 'kysely';

/** The keys of repeatable writes (migration 0325), read by server/http/idempotency.ts only. */
declare module './types' {
  interface DB {
    idempotency_keys: {
      user_id: number;
      key: string;
      tenant_id: number | null;
      route: string;
      request_hash: string;
      status_code: number | null;
      response_body: string | null;
      created_at: Generated<Date>;
    };
  }
}

export {};
