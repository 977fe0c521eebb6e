import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

/**
 * Checkpoints for PGlite. PGlite runs postgres single-user, where nothing checkpoints by itself:
 * no checkpointer process, so neither checkpoint_timeout nor max_wal_size ever fires, and the WAL
 * grows from the start to the shutdown (a first start's history left 610 MB of it; a console left
 * on for weeks keeps every reading's WAL, and a crash replays all of it). This asks postgres for a
 * CHECKPOINT once WAL_BYTES have been written since the last one, or once MAX_AGE_MS have passed
 * with anything written: the server-mode defaults' rhythm. The check is one tiny query; the
 * checkpoint goes through the dialect's mutex like any statement, so it never lands inside another
 * caller's transaction.
 */
export const CHECKPOINT_WAL_BYTES = 48 * 1024 * 1024;
export const CHECKPOINT_MAX_AGE_MS = 5 * 60_000;
const CHECK_EVERY_MS = 10_000;

export interface Checkpointer {
  /** One look now (the timer's tick); resolves with whether it checkpointed. */
  tick(): Promise<boolean>;
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

interface Options {
  walBytes?: number;
  maxAgeMs?: number;
  everyMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export function startCheckpointer(db: Kysely<DB>, options: Options = {}): Checkpointer {
  const walBytes = options.walBytes ?? CHECKPOINT_WAL_BYTES;
  const maxAgeMs = options.maxAgeMs ?? CHECKPOINT_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let sinceLsn: string | undefined;
  let sinceAt = now();
  let running: Promise<boolean> | undefined;

  const currentLsn = async () => (await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db)).rows[0].lsn;

  const look = async (): Promise<boolean> => {
    if (sinceLsn === undefined) {
      sinceLsn = await currentLsn();
      return false;
    }
    const { rows } = await sql<{ bytes: number }>`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${sinceLsn}::pg_lsn) as bytes`.execute(db);
    const written = Number(rows[0].bytes);
    if (written < walBytes && (written === 0 || now() - sinceAt < maxAgeMs)) return false;
    await sql`checkpoint`.execute(db);
    sinceLsn = await currentLsn();
    sinceAt = now();
    return true;
  };

  const tick = () => {
    running ??= look().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void tick().catch((error) => options.onError?.(error)), options.everyMs ?? CHECK_EVERY_MS);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
