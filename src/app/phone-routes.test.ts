import { describe, expect, it } from 'vitest';
import { isPhonePath, ROUTES } from './route-manifest';
import { consoleCode, PHONE_NAV } from '../components/phone/phone-nav-items';
import { PHONE_LOGS, phoneLogOf } from '../pages/phone/logs/phone-logs';

/** Issue 37: the phone routes take the codes of the console pages they mirror, and the phone navigation reaches each. */
describe('the phone routes', () => {
  it('each log has a /m/<slug> route with the access code and title of the console page it mirrors, and a navigation entry', () => {
    for (const log of PHONE_LOGS) {
      const phone = ROUTES.find((r) => r.path === `/m/${log.slug}`);
      const console = ROUTES.find((r) => r.path === log.consolePath);
      expect(phone, log.slug).toBeDefined();
      expect(console, log.consolePath).toBeDefined();
      expect(phone!.access, log.slug).toBe(console!.access);
      expect(phone!.access, log.slug).toBeTruthy();
      expect(phone!.title, log.slug).toEqual(console!.title);
      expect(PHONE_NAV.map((n) => n.path), log.slug).toContain(`/m/${log.slug}`);
    }
  });

  it('the feeding log is the console feeding page (12002, /feedingManage), not the seeding page', () => {
    const feed = phoneLogOf('feed')!;
    expect(feed.decl.path).toBe('/feedingManage');
    expect(ROUTES.find((r) => r.path === '/m/feed')!.access).toBe('12002');
    expect(ROUTES.find((r) => r.path === '/m/seeding')!.access).toBe('12001');
    expect(ROUTES.find((r) => r.path === '/m/alarms')!.access).toBe('1001');
  });

  it('every phone navigation entry is a route', () => {
    for (const item of PHONE_NAV) expect(ROUTES.some((r) => r.path === item.path), item.path).toBe(true);
  });

  it("hides a navigation entry exactly when the route would refuse it: the entry's code is its route's", () => {
    for (const item of PHONE_NAV.filter((n) => n.console)) expect(consoleCode(item.console!), item.path).toBe(ROUTES.find((r) => r.path === item.path)!.access);
  });
});

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
