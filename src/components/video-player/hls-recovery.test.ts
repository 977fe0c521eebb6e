import { describe, expect, it } from 'vitest';
import { HlsRecoveryPolicy, RECOVERY_WINDOW_MS } from './hls-recovery';

describe('HlsRecoveryPolicy', () => {
  it('restarts loading once on a network error, then asks for a fresh player', () => {
    const policy = new HlsRecoveryPolicy();
    expect(policy.decide('network', 0)).toBe('startLoad');
    expect(policy.decide('network', 1000)).toBe('recreate');
  });

  it('recovers media, then swaps the codec, then recreates', () => {
    const policy = new HlsRecoveryPolicy();
    expect([0, 1, 2].map((t) => policy.decide('media', t))).toEqual(['recoverMedia', 'swapAndRecover', 'recreate']);
  });

  it('starts a new streak after the window or on another kind', () => {
    const policy = new HlsRecoveryPolicy();
    expect(policy.decide('media', 0)).toBe('recoverMedia');
    expect(policy.decide('media', RECOVERY_WINDOW_MS + 1)).toBe('recoverMedia');
    expect(policy.decide('network', RECOVERY_WINDOW_MS + 2)).toBe('startLoad');
    expect(policy.decide('media', RECOVERY_WINDOW_MS + 3)).toBe('recoverMedia');
  });

  it('recreates at once on errors it cannot recover', () => {
    expect(new HlsRecoveryPolicy().decide('other', 0)).toBe('recreate');
  });
});
