import type { Generated } from 'kysely';

/** Migration 0240: the mini-program openid each user bound. */
declare module '../../db/types' {
  interface DB {
    wxmini_bindings: {
      user_id: number;
      tenant_id: number | null;
      openid: string;
      bound_at: Generated<Date>;
    };
  }
}

export {};
