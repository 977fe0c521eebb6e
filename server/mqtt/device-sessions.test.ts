import { describe, expect, it } from 'vitest';
import { DeviceSessions } from './device-sessions';

const LIMITS = { connections: 2, sessions: 2, expiryMs: 1000 };

function sessions() {
  const forgotten: string[] = [];
  let now = 0;
  const tracker = new DeviceSessions(async (clientId) => {
    forgotten.push(clientId);
  }, LIMITS, () => now);
  return { tracker, forgotten, advance: (ms: number) => (now += ms) };
}

describe('DeviceSessions', () => {
  it("refuses a device's connection beyond the limit unless it takes over one of its client ids", async () => {
    const { tracker } = sessions();
    const [a, b, c, d] = [{}, {}, {}, {}];
    expect(await tracker.admit('D1', a, 'D1/a', true)).toBe(true);
    expect(await tracker.admit('D1', b, 'D1/b', true)).toBe(true);
    expect(await tracker.admit('D1', c, 'D1/c', true)).toBe(false);
    expect(await tracker.admit('D1', c, 'D1/a', true)).toBe(true); // a reconnect replacing its lost connection
    expect(await tracker.admit('D2', d, 'D2/a', true)).toBe(true); // another device is not concerned
    tracker.closed('D1', a);
    tracker.closed('D1', b);
    expect(await tracker.admit('D1', d, 'D1/d', true)).toBe(true);
  });

  it('replaces the least recently seen persistent session beyond the limit, and never a connected one', async () => {
    const { tracker, forgotten, advance } = sessions();
    const [a, b, c, d] = [{}, {}, {}, {}];
    await tracker.admit('D1', a, 'D1/a', false);
    advance(10);
    await tracker.admit('D1', b, 'D1/b', false);
    tracker.closed('D1', b);
    advance(10);
    tracker.closed('D1', a); // seen later than b
    await tracker.admit('D1', c, 'D1/c', false);
    expect(forgotten).toEqual(['D1/b']);
    expect(tracker.sessionsOf('D1').sort()).toEqual(['D1/a', 'D1/c']);
    // Both kept sessions in use: a third cannot replace either.
    await tracker.admit('D1', d, 'D1/a', false);
    expect(await tracker.admit('D1', {}, 'D1/e', false)).toBe(false);
    expect(forgotten).toEqual(['D1/b']);
  });

  it('keeps a session its newer connection took over when the older one closes, and forgets sessions unseen past the expiry', async () => {
    const { tracker, forgotten, advance } = sessions();
    const [old, newer, other] = [{}, {}, {}];
    await tracker.admit('D1', old, 'D1/a', false);
    await tracker.admit('D1', newer, 'D1/a', false);
    tracker.closed('D1', old);
    await tracker.admit('D1', other, 'D1/b', false);
    tracker.closed('D1', other);
    advance(LIMITS.expiryMs + 1);
    await tracker.sweep();
    expect(forgotten).toEqual(['D1/b']); // D1/a is still connected
    tracker.closed('D1', newer);
    advance(LIMITS.expiryMs);
    await tracker.sweep();
    expect(forgotten).toEqual(['D1/b']);
    advance(1);
    await tracker.sweep();
    expect(forgotten).toEqual(['D1/b', 'D1/a']);
  });

  it('drops the record of a session a clean connection wipes', async () => {
    const { tracker } = sessions();
    const [a, b] = [{}, {}];
    await tracker.admit('D1', a, 'D1/a', false);
    tracker.closed('D1', a);
    await tracker.admit('D1', b, 'D1/a', true);
    expect(tracker.sessionsOf('D1')).toEqual([]);
  });
});
