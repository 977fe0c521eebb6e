import { describe, expect, it } from 'vitest';
import { isCacheable, MENU_GROUPS, ROUTES } from './route-manifest';
import { landingPath } from './navigation';

describe('route manifest', () => {
  it('has unique route names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('puts every grouped page in a declared menu group, and only main pages in the menu', () => {
    const groups = new Set(MENU_GROUPS.map((g) => g.path));
    for (const route of ROUTES) {
      if (route.group) expect(groups, route.name).toContain(route.group);
      if (route.menu) expect(route.layout, route.name).toBe('main');
    }
  });

  it('declares every menu group of spec section 2 with its code; /operation has none', () => {
    expect(MENU_GROUPS.map((g) => [g.path, g.access ?? null])).toEqual([
      ['/home', '1'], ['/map', '2'], ['/analysis', '3'], ['/diagnose', '4'], ['/operation', null],
      ['/ai-detcte', '15'], ['/report', '5'], ['/system', '8'], ['/data', '7'], ['/base', '9'],
      ['/knowledge', '6'], ['/custom-service', '10'], ['/production', '12'], ['/warehousing', '13'], ['/sales', '14'],
    ]);
  });

  it('never caches text-editor or artical-publish', () => {
    for (const route of ROUTES.filter((r) => r.name === 'text-editor' || r.name === 'artical-publish')) {
      expect(isCacheable(route), route.name).toBe(false);
    }
  });

  it('keeps the spec names of the shell routes', () => {
    const names = Object.fromEntries(ROUTES.map((r) => [r.path, r.name]));
    expect(names).toMatchObject({ '/login': 'login', '/locking': 'locking', '/403': 'error-403', '/home': 'home_index', '/ownspace': 'ownSpace' });
  });

  it('lands on real-time data once that page exists and is allowed, otherwise on home', () => {
    const realtime = ROUTES.find((r) => r.path === '/analysis/realtime');
    if (realtime) {
      expect(landingPath([realtime.access ?? ''])).toBe('/analysis/realtime');
      expect(landingPath([])).toBe(realtime.access ? '/home' : '/analysis/realtime');
    } else {
      expect(landingPath(['3001'])).toBe('/home');
    }
  });
});
