/** First wait before reconnecting a player, doubled on each failure in a row up to the cap. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Players that failed together (a server restart) spread their retries by up to this share. */
const JITTER = 0.2;

/**
 * How long to wait before reconnect attempt `attempt` (1-based): 1 s, 2 s, 4 s ... 30 s, each
 * moved by up to ±20 % so sixteen cells do not hit the server in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const raw = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = raw * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(RECONNECT_MAX_MS, jittered));
}
