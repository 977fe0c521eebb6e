import type { Generated } from 'kysely';

declare module '../../db/types' {
  interface DB {
    user_avatars: {
      user_id: number;
      bytes: Uint8Array;
      etag: string;
      updated_at: Generated<Date>;
    };
  }
}
