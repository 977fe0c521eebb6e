import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/app/route-manifest';
import { FARM_SCREENS } from './screens';
import { describeStates } from './states-suite';

// The farm screens are two files, production logs and the rest, so two workers share them.
describeStates(FARM_SCREENS.filter((s) => s.path.startsWith('/production/')));

describe('the farm screens', () => {
  it('are every screen of the production, warehousing and sales menus', () => {
    const farmRoutes = ROUTES.filter((r) => ['/production', '/warehousing', '/sales'].includes(r.group ?? '')).map((r) => r.path);
    expect(FARM_SCREENS.map((s) => s.path).sort()).toEqual(farmRoutes.sort());
    expect(farmRoutes).toHaveLength(15);
  });
});
