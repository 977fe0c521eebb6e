import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu-model';
import type { MenuGroup, RouteEntry } from './route-manifest';

const title = (s: string) => ({ 'zh-CN': s, 'en-US': s });
const lazy = async () => ({ default: () => null });
const groups: MenuGroup[] = [
  { path: '/home', access: '1', title: title('home'), icon: 'home' },
  { path: '/analysis', access: '3', title: title('analysis'), icon: 'analysis' },
  { path: '/operation', title: title('operation'), icon: 'operation' },
  { path: '/base', access: '9', title: title('base'), icon: 'base' },
  { path: '/sales', access: '14', title: title('sales'), icon: 'sales' },
];
const page = (path: string, group: string, access?: string): RouteEntry => ({
  path, name: path, group, access, title: title(path), lazy, menu: true, layout: 'main',
});
const routes: RouteEntry[] = [
  page('/home', '/home', '1001'),
  page('/analysis/realtime', '/analysis', '3001'),
  page('/analysis/history', '/analysis', '3002'),
  page('/analysis/compare', '/analysis', '3003'),
  page('/operation/strategy', '/operation'),
  page('/operation/params', '/operation'),
  page('/base/users', '/base', '9002'),
  { ...page('/ownspace', ''), menu: false },
];

describe('buildMenu', () => {
  it('shows only groups and children whose codes are held; /operation has no code', () => {
    const menu = buildMenu(groups, routes, ['1', '1001', '3', '3001', '3002']);
    expect(menu.map((n) => n.key)).toEqual(['/home', '/analysis', '/operation']);
    expect(menu[1].children!.map((c) => c.key)).toEqual(['/analysis/realtime', '/analysis/history']);
    expect(menu[2].children!.map((c) => c.key)).toEqual(['/operation/strategy', '/operation/params']);
  });

  it('hides a group whose code is missing even when a child code is held, and groups without pages', () => {
    const menu = buildMenu(groups, routes, ['9002', '14']);
    expect(menu.map((n) => n.key)).toEqual(['/operation']);
  });

  it('shows a single visible page as a leaf with the group icon', () => {
    const [home] = buildMenu(groups, routes, ['1', '1001']);
    expect(home).toEqual({ key: '/home', title: title('/home'), icon: 'home' });
  });

  it('always shows children that declare no code', () => {
    const withOpen = [...routes, page('/base/help', '/base')];
    const menu = buildMenu(groups, withOpen, ['9']);
    expect(menu.find((n) => n.key === '/base/help')).toBeDefined();
  });
});
