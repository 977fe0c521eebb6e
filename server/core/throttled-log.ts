import type { FastifyBaseLogger } from 'fastify';

/** One line per key at most this often. */
export const THROTTLED_LOG_EVERY_MS = 10_000;
/** Keys remembered; past this, keys whose interval is over are forgotten (with their suppressed count). */
const MAX_KEYS = 10_000;

/**
 * Warnings a device can repeat at will (a dropped telemetry message, a refused point-to-point
 * message) written at most once per key and interval, the lines held back meanwhile counted into
 * the next one (`suppressed`): a flood costs a line per interval, not a line per message. The key
 * says what is counted apart: a drop reason, a device.
 */
export class ThrottledLog {
  private readonly last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly everyMs = THROTTLED_LOG_EVERY_MS,
    private readonly now: () => number = Date.now,
  ) {}

  warn(key: string, fields: Record<string, unknown>, message: string): void {
    const now = this.now();
    const state = this.last.get(key);
    if (state && now - state.at < this.everyMs) {
      state.suppressed++;
      return;
    }
    if (!state && this.last.size >= MAX_KEYS) this.forgetPast(now);
    this.log.warn({ ...fields, suppressed: state?.suppressed ?? 0 }, message);
    this.last.set(key, { at: now, suppressed: 0 });
  }

  private forgetPast(now: number): void {
    for (const [key, state] of this.last) if (now - state.at >= this.everyMs) this.last.delete(key);
  }
}
