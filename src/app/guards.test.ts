import { describe, expect, it } from 'vitest';
import { decide, holdsCode, screenRouteFor } from './guards';

const user = '{"userName":"farmer"}';
const FARMER = '1,1001,2,2001,3,3001,3002,4,4001,4002,5,5001';

describe('decide', () => {
  it('sends a visitor without the user cookie to login, keeping the target as login_dp', () => {
    expect(decide({ path: '/home', access: '1001' }, '/home?x=1', {})).toEqual({ kind: 'login', loginDp: '/home?x=1' });
    expect(decide({ path: '/locking' }, '/locking', {})).toMatchObject({ kind: 'login' });
    expect(decide({ path: '/nowhere' }, '/nowhere', {})).toMatchObject({ kind: 'login' });
  });

  it('lets a visitor open /login and /tracing/search', () => {
    expect(decide({ path: '/login' }, '/login', {})).toEqual({ kind: 'allow' });
    expect(decide({ path: '/tracing/search' }, '/tracing/search', {})).toEqual({ kind: 'allow' });
  });

  it('forces every navigation to /locking while locking=1', () => {
    for (const path of ['/home', '/ownspace', '/403', '/login']) {
      expect(decide({ path }, path, { user, access: FARMER, locking: '1' })).toEqual({ kind: 'locking' });
    }
    expect(decide({ path: '/locking' }, '/locking', { user, locking: '1' })).toEqual({ kind: 'allow' });
  });

  it('blocks /locking when the locking cookie is 0 or absent', () => {
    expect(decide({ path: '/locking' }, '/locking', { user, locking: '0' })).toEqual({ kind: 'blocked' });
    expect(decide({ path: '/locking' }, '/locking', { user })).toEqual({ kind: 'blocked' });
  });

  it('answers forbidden when the route code is missing, allow when held', () => {
    expect(decide({ path: '/base/users', access: '9002' }, '/base/users', { user, access: FARMER })).toEqual({ kind: 'forbidden' });
    expect(decide({ path: '/analysis/history', access: '3002' }, '/analysis/history', { user, access: FARMER })).toEqual({ kind: 'allow' });
    expect(decide({ path: '/ownspace' }, '/ownspace', { user, access: '' })).toEqual({ kind: 'allow' });
  });

  it('lets 4003 open 4003001 but not the reverse', () => {
    const route = { path: '/diagnose/picture-proces/history', access: '4003001' };
    expect(decide(route, route.path, { user, access: '4003' })).toEqual({ kind: 'allow' });
    expect(decide({ path: '/diagnose/picture-proces', access: '4003' }, '/x', { user, access: '4003001' })).toEqual({ kind: 'forbidden' });
    expect(holdsCode(['4003'], '4003001')).toBe(true);
    expect(holdsCode(['4003'], '4003002')).toBe(false);
  });

  it('needs code 11 for the big screens', () => {
    expect(decide({ path: '/fish-screen' }, '/fish-screen', { user, access: FARMER })).toEqual({ kind: 'no-permission' });
    expect(decide({ path: '/fish-screen' }, '/fish-screen', { user, access: `${FARMER},11` })).toEqual({ kind: 'allow' });
  });
});

describe('screenRouteFor', () => {
  it('maps screen_type to its dashboard and anything else to big-screen', () => {
    expect(screenRouteFor('fish')).toBe('/big-screen');
    expect(screenRouteFor('waterConservancy')).toBe('/reservoir-screen');
    expect(screenRouteFor('agriculture')).toBe('/agriculture-screen');
    expect(screenRouteFor('fishScreen')).toBe('/fish-screen');
    expect(screenRouteFor('other')).toBe('/big-screen');
    expect(screenRouteFor(undefined)).toBe('/big-screen');
  });
});
