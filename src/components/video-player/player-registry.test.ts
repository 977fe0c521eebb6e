import { describe, expect, it } from 'vitest';
import { livePlayerCount, registerPlayer, unregisterPlayer } from './player-registry';

describe('player registry', () => {
  it('counts each player once and forgets destroyed ones', () => {
    const a = {};
    const b = {};
    registerPlayer(a);
    registerPlayer(a);
    registerPlayer(b);
    expect(livePlayerCount()).toBe(2);
    unregisterPlayer(a);
    unregisterPlayer(a);
    expect(livePlayerCount()).toBe(1);
    unregisterPlayer(b);
    expect(livePlayerCount()).toBe(0);
  });
});
