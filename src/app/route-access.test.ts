import { describe, expect, it } from 'vitest';
import { ACCESS_BY_CODE, ACCESS_BY_PATH, ACCESS_CATALOGUE } from '../../shared/contract/access-catalogue';
import { MENU_GROUPS, ROUTES } from './route-manifest';

/**
 * The manifest takes the codes and titles of the pages the access catalogue lists from the
 * catalogue (shared/contract/access-catalogue.ts, what the server checks and administrators
 * assign), and a page it does not list borrows a listed entry's code. These tests keep the two from
 * drifting apart: every code is the catalogue's, every catalogue code opens something, and what
 * the catalogue lists is named as it names it.
 */
const CODE_OF_PATH = new Map(ACCESS_CATALOGUE.map((entry) => [entry.path, entry.code]));
/** A page at a menu group's own path (/home, /map) is the group's index page (/home/index: 1001). */
const pageCode = (path: string) => CODE_OF_PATH.get(`${path}/index`) ?? CODE_OF_PATH.get(path);

/**
 * Pages the catalogue does not list, which open with another page's code: the catalogue path
 * whose code they borrow. A page below a listed one (/system/parametr/rule) takes its parent's
 * code without being named here.
 */
const BORROWED: Record<string, string> = {
  // The escalation ladders and duty roster reach the alarm contacts (issue 36).
  '/system/escalation': '/system/alarm',
  '/system/rule': '/system/alarm',
  '/data/manage': '/data/raw',
  '/knowledge/text-editor': '/knowledge/publish',
  '/preview': '/knowledge/publish',
  '/analysis/areainsect': '/analysis/insectpic_analysis',
  '/ai-detcte/shrimp-huoyuedu': '/ai-detcte',
  '/weblog': '/base/weblog',
  '/reservoir-screen': '/big-screen',
  '/agriculture-screen': '/big-screen',
  '/fish-screen': '/big-screen',
  // The phone's pages (issue 37) open with the console pages they mirror.
  '/m': '/analysis/realtime',
  '/m/feed': '/production/feedfodder',
  '/m/seeding': '/production/feed',
  '/m/patrol': '/production/patrol',
  '/m/water-change': '/production/change-water',
  '/m/sampling': '/production/sampling',
  '/m/water-test': '/production/water-testing',
  '/m/farm-log': '/production/farm-log',
  '/m/fodder-stock': '/warehousing/fodder',
  // Field staff hold the home page's 1001 (its latest alarms and open incidents), not /data/alarm's 7002.
  '/m/alarms': '/home',
  '/m/camera': '/diagnose/monitor-video',
};

const isGroup = (code: string) => ACCESS_BY_CODE.get(code)?.group === code;

/**
 * The code a page not in the catalogue should have: its lender's, or that of its nearest listed
 * parent page (a menu group's code is never inherited this way: such a page must say whose it borrows).
 */
function expectedCode(path: string): string | undefined {
  if (path in BORROWED) return pageCode(BORROWED[path]);
  for (let parent = path.slice(0, path.lastIndexOf('/')); parent; parent = parent.slice(0, parent.lastIndexOf('/'))) {
    const code = CODE_OF_PATH.get(parent);
    if (code !== undefined) return isGroup(code) ? undefined : code;
  }
  return undefined;
}

const guarded = ROUTES.filter((route) => route.access !== undefined);

describe('route manifest access codes agree with the access catalogue', () => {
  it('gives a page the catalogue has the catalogue code of its path', () => {
    const listed = guarded.filter((route) => CODE_OF_PATH.has(route.path));
    expect(listed.length).toBeGreaterThan(50);
    expect(listed.filter((route) => route.access !== pageCode(route.path)).map((r) => `${r.path}: ${r.access}`)).toEqual([]);
  });

  it('gives a menu group the catalogue code of its path', () => {
    const coded = MENU_GROUPS.filter((group) => group.access !== undefined);
    expect(coded.filter((group) => group.access !== CODE_OF_PATH.get(group.path)).map((g) => `${g.path}: ${g.access}`)).toEqual([]);
  });

  it('opens any other page with the code of the page it borrows from, or of its listed parent page', () => {
    const wrong = guarded.filter((route) => !CODE_OF_PATH.has(route.path) && route.access !== expectedCode(route.path));
    expect(wrong.map((r) => `${r.path}: ${r.access} (expected ${expectedCode(r.path) ?? 'a BORROWED entry'})`)).toEqual([]);
  });

  it('names only pages that exist, and lenders the catalogue lists, among the borrowers', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const [path, lender] of Object.entries(BORROWED)) {
      expect(paths, path).toContain(path);
      expect(CODE_OF_PATH.has(lender), lender).toBe(true);
    }
  });

  it('uses only codes the catalogue has', () => {
    const unknown = [...ROUTES, ...MENU_GROUPS].filter((entry) => entry.access !== undefined && !ACCESS_BY_CODE.has(entry.access));
    expect(unknown.map((entry) => `${entry.path}: ${entry.access}`)).toEqual([]);
  });

  it('opens a page or menu group with every code of the catalogue', () => {
    const used = new Set([...ROUTES, ...MENU_GROUPS].map((entry) => entry.access));
    expect(ACCESS_CATALOGUE.filter((entry) => !used.has(entry.code)).map((entry) => entry.code)).toEqual([]);
  });

  it('names a page and a group the catalogue lists as the catalogue does, and a group index page as its group', () => {
    const named = (path: string) => {
      const entry = ACCESS_BY_PATH.get(path);
      return ACCESS_BY_PATH.has(`${path}/index`) || (entry && !isGroup(entry.code)) ? entry : undefined;
    };
    const misnamed = [...ROUTES.map((route) => ({ ...route, entry: named(route.path) })), ...MENU_GROUPS.map((group) => ({ ...group, entry: ACCESS_BY_PATH.get(group.path) }))]
      .filter(({ title, entry }) => entry && (title['zh-CN'] !== entry.zh || title['en-US'] !== entry.en))
      .map(({ path, title, entry }) => `${path}: ${title['zh-CN']} / ${title['en-US']} (catalogue: ${entry!.zh} / ${entry!.en})`);
    expect(misnamed).toEqual([]);
  });
});
