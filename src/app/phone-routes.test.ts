import { describe, expect, it } from 'vitest';
import { isPhonePath, ROUTES } from './route-manifest';

const at = (path: string) => ROUTES.find((r) => r.path === path);

describe('the phone routes (issue 37)', () => {
  it('are /m and the paths below it, not paths that merely start with m', () => {
    expect(isPhonePath('/m')).toBe(true);
    expect(isPhonePath('/m/camera')).toBe(true);
    expect(isPhonePath('/message')).toBe(false);
    expect(isPhonePath('/map')).toBe(false);
  });

  it('give /m/camera the video page access code, standalone', () => {
    expect(at('/m/camera')).toMatchObject({ access: at('/diagnose/monitor-video')?.access, layout: 'standalone' });
    expect(at('/m/camera')?.access).toBeTruthy();
  });
});
