import { describe, expect, it } from 'vitest';
import { safeJumpPath } from './safe-jump';

describe('safeJumpPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeJumpPath('/message?kind=sim')).toBe('/message?kind=sim');
    expect(safeJumpPath('/ownspace')).toBe('/ownspace');
  });

  it('refuses off-site and odd targets', () => {
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'evil.example', 'javascript:alert(1)', '/\t/evil.example', '', null, undefined]) {
      expect(safeJumpPath(bad)).toBeNull();
    }
  });

  it('never jumps back to the login or lock screen', () => {
    expect(safeJumpPath('/login?login_dp=/x')).toBeNull();
    expect(safeJumpPath('/locking')).toBeNull();
  });
});
