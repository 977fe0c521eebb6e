import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/app-error';

declare module '../../db/types' {
  interface DB {
    login_throttle: {
      key: string;
      hits: number;
      first_at_ms: string | number;
      last_at_ms: string | number;
      next_at_ms: string | number;
      refused: boolean;
    };
  }
}

/**
 * How one counter admits attempts: the first `free - 1` follow each other freely, then the wait
 * before the next one doubles from `baseMs` up to `capMs`. A counter left alone for `idleMs`
 * starts afresh. A hard limit is base = cap = its window.
 */
export interface ThrottlePolicy {
  free: number;
  baseMs: number;
  capMs: number;
  idleMs: number;
}

const MINUTE = 60_000;

/** One account from one address: 10 attempts, then one per 15 minutes until it has rested 15 minutes. */
export const LOGIN_PAIR_POLICY: ThrottlePolicy = { free: 10, baseMs: 15 * MINUTE, capMs: 15 * MINUTE, idleMs: 15 * MINUTE };
/** One address over every account (credential stuffing): 30 failures, then one per 15 minutes. */
export const LOGIN_SOURCE_POLICY: ThrottlePolicy = { free: 30, baseMs: 15 * MINUTE, capMs: 15 * MINUTE, idleMs: 15 * MINUTE };
/**
 * One account from addresses it never logged in from (a distributed guess): 5 attempts, then a
 * wait doubling from 2 s to at most 1 minute. The owner, from an address it has logged in from
 * before, is not held back by this counter at all, so an attacker cannot lock them out.
 */
export const LOGIN_ACCOUNT_POLICY: ThrottlePolicy = { free: 5, baseMs: 2_000, capMs: MINUTE, idleMs: 15 * MINUTE };
/** The lock screen of one user: 5 attempts, then a wait doubling from 30 s to at most 15 minutes. */
export const UNLOCK_POLICY: ThrottlePolicy = { free: 5, baseMs: 30_000, capMs: 15 * MINUTE, idleMs: 30 * MINUTE };
/** The largest exponent of the back-off; beyond it the cap applies anyway. */
const MAX_DOUBLINGS = 40;
/** Rows idle this long are deleted (at most once per PURGE_EVERY_MS). */
const PURGE_IDLE_MS = 60 * MINUTE;
const PURGE_EVERY_MS = MINUTE;
/** When each database's counters were last purged (one per app; a process may build several, as the API tests do). */
const lastPurge = new WeakMap<Kysely<DB>, number>();

/** A refused attempt: 429 with how long to wait, in the caller's language and in Retry-After. */
export class ThrottledError extends AppError {
  constructor(
    messagePrefix: 'login_rate_limited' | 'unlock_rate_limited',
    readonly retryAfterSeconds: number,
  ) {
    const inMinutes = retryAfterSeconds >= 120;
    super(
      429,
      inMinutes ? messagePrefix : `${messagePrefix}_seconds`,
      inMinutes ? { minutes: Math.ceil(retryAfterSeconds / 60) } : { seconds: retryAfterSeconds },
    );
  }
}

export interface Claim {
  refused: boolean;
  retryAfterSeconds: number;
}

function delayAfter(hits: number, policy: ThrottlePolicy): number {
  if (hits < policy.free) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(hits - policy.free, MAX_DOUBLINGS));
}

/**
 * When the next attempt may come: 0 (any time) while attempts are free. Not `now`: a concurrent
 * attempt that read the clock a moment earlier but reaches the row later would see `now` ahead of
 * its own time and be refused for a wait nobody imposed.
 */
function nextAt(now: number, delayMs: number): number {
  return delayMs > 0 ? now + delayMs : 0;
}

/**
 * Counts one attempt on `key` before the password is checked, in one statement: concurrent
 * attempts on the same key are serialised by the row lock, so no more of them are admitted than
 * the policy allows, however many arrive at once. A refused attempt changes nothing but the time
 * of the last attempt (so hammering keeps the counter from resting).
 */
export async function claim(db: Kysely<DB>, key: string, policy: ThrottlePolicy, now = Date.now()): Promise<Claim> {
  const stale = now - policy.idleMs;
  const result = await sql<{ next_at_ms: string | number; refused: boolean }>`
    insert into login_throttle as t (key, hits, first_at_ms, last_at_ms, next_at_ms, refused)
    values (${key}, 1, ${now}::bigint, ${now}::bigint, ${nextAt(now, delayAfter(1, policy))}::bigint, false)
    on conflict (key) do update set
      hits = case when t.last_at_ms < ${stale}::bigint then 1 when t.next_at_ms > ${now}::bigint then t.hits else t.hits + 1 end,
      first_at_ms = case when t.last_at_ms < ${stale}::bigint then ${now}::bigint else t.first_at_ms end,
      next_at_ms = case
        when t.last_at_ms < ${stale}::bigint then ${nextAt(now, delayAfter(1, policy))}::bigint
        when t.next_at_ms > ${now}::bigint then t.next_at_ms
        when t.hits + 1 < ${policy.free}::int then 0
        else ${now}::bigint + least(${policy.capMs}::float8,
          ${policy.baseMs}::float8 * power(2::float8, least(t.hits + 1 - ${policy.free}::int, ${MAX_DOUBLINGS}::int)::float8))::bigint
      end,
      refused = (t.last_at_ms >= ${stale}::bigint and t.next_at_ms > ${now}::bigint),
      last_at_ms = ${now}::bigint
    returning next_at_ms, refused`.execute(db);
  const row = result.rows[0];
  const waitMs = Number(row.next_at_ms) - now;
  return { refused: row.refused, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Gives back an admitted attempt that turned out to be right, so that only failures add up. */
export async function refund(db: Kysely<DB>, key: string, policy: ThrottlePolicy) {
  await sql`
    update login_throttle set
      hits = greatest(hits - 1, 0),
      next_at_ms = case when hits - 1 < ${policy.free}::int then 0 else next_at_ms end
    where key = ${key}`.execute(db);
}

/** Forgets a counter (the right password from this source, or an unlocked screen). */
export async function reset(db: Kysely<DB>, key: string) {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Drops long-idle counters now and then, so the table holds only recent sources. */
export async function purgeIdle(db: Kysely<DB>, now = Date.now()) {
  if (now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  await db.deleteFrom('login_throttle').where('last_at_ms', '<', now - PURGE_IDLE_MS).execute();
}
