import type { Generated } from 'kysely';

/** The message center's rows written by rules and by the `log` notification adapter (migration 0030). */
declare module '../../db/types' {
  interface DB {
    notifications: {
      id: Generated<number>;
      tenant_id: number | null;
      user_id: number | null;
      channel: string;
      recipient: string | null;
      title: string;
      body: string;
      created_at: Timestamp;
      read_at: Timestamp | null;
    };
  }
}

export {};
