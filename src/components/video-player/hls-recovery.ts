/**
 * What to do with a fatal hls.js error, after the recovery sequence hls.js documents: a network
 * error first restarts loading; a media error first calls recoverMediaError(), then again after
 * swapping the audio codec; anything else, or the same kind failing again within the window,
 * means a fresh player (with a fresh live address).
 */
export type HlsRecovery = 'startLoad' | 'recoverMedia' | 'swapAndRecover' | 'recreate';

export type FatalKind = 'network' | 'media' | 'other';

/** Recoveries of one kind inside this window count as one streak. */
export const RECOVERY_WINDOW_MS = 20_000;

export class HlsRecoveryPolicy {
  private streak: { kind: FatalKind; count: number; since: number } | null = null;

  decide(kind: FatalKind, now: number): HlsRecovery {
    if (kind === 'other') return 'recreate';
    if (!this.streak || this.streak.kind !== kind || now - this.streak.since > RECOVERY_WINDOW_MS) {
      this.streak = { kind, count: 0, since: now };
    }
    this.streak.count += 1;
    const { count } = this.streak;
    if (kind === 'network') return count === 1 ? 'startLoad' : 'recreate';
    if (count === 1) return 'recoverMedia';
    return count === 2 ? 'swapAndRecover' : 'recreate';
  }
}
