import type { Kysely } from 'kysely';
import type { DB } from './types';
import { releaseLease, tryAcquireLease } from './lease';

export interface LeaseTiming {
  /** How long a lease lasts past its last renewal: how long a dead holder's jobs wait for a successor. */
  ttlMs: number;
  /** How often held leases are renewed and the others tried. */
  renewMs: number;
}

export const DEFAULT_LEASE_TIMING: LeaseTiming = { ttlMs: 20_000, renewMs: 5_000 };
/**
 * A holder stops believing in its lease this share of the ttl before its own estimate of the
 * expiry, so clocks running at slightly different rates cannot give two instances the same job.
 */
const SAFETY_MARGIN_SHARE = 0.1;

interface LeaseLog {
  warn(obj: object, msg: string): void;
}

/**
 * Keeps this instance's leases (one per scheduled job) in the shared database: `held(name)` tells
 * a job whether to run now. A lease is renewed every renewMs while the process lives and taken
 * over by another instance ttlMs after its holder stopped renewing. The holder trusts its lease
 * until its own start of the renewing statement plus ttlMs (minus a margin), which is never later
 * than the expiry the database wrote. With `db` null (PGlite: one process owns the data directory)
 * every lease is held.
 */
export class LeaseKeeper {
  /** Local deadline until which each known lease is ours; 0 when another instance has it. */
  private readonly until = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private renewing: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<DB> | null,
    readonly holder: string,
    private readonly log: LeaseLog,
    private readonly timing: LeaseTiming = DEFAULT_LEASE_TIMING,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether this instance holds `name` now; the first ask for a name tries to take it at once. */
  async held(name: string): Promise<boolean> {
    if (this.db === null) return true;
    if (this.stopped) return false;
    if (!this.until.has(name)) {
      this.until.set(name, 0);
      await this.renew(name);
    }
    return this.now() < (this.until.get(name) ?? 0);
  }

  /** Renews the held leases and tries the others (every renewMs once started). */
  renewAll(): Promise<void> {
    this.renewing ??= Promise.all([...this.until.keys()].map((name) => this.renew(name))).then(
      () => {
        this.renewing = null;
      },
    );
    return this.renewing;
  }

  start(): void {
    if (this.db === null || this.timer) return;
    this.timer = setInterval(() => void this.renewAll(), this.timing.renewMs);
    this.timer.unref();
  }

  /** Stops renewing and gives up the leases held, so the others take over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.renewing;
    const db = this.db;
    if (db === null) return;
    const mine = [...this.until].filter(([, until]) => this.now() < until).map(([name]) => name);
    this.until.clear();
    await Promise.all(mine.map((name) => releaseLease(db, name, this.holder).catch(() => undefined)));
  }

  private async renew(name: string): Promise<void> {
    if (this.db === null) return;
    const started = this.now();
    try {
      const ok = await tryAcquireLease(this.db, name, this.holder, this.timing.ttlMs);
      this.until.set(name, ok ? started + this.timing.ttlMs * (1 - SAFETY_MARGIN_SHARE) : 0);
    } catch (error) {
      // The deadline already set stays: it is still no later than the expiry in the database.
      this.log.warn({ err: error, lease: name }, 'lease renewal failed');
    }
  }
}
