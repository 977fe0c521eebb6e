import type { ComponentType } from 'react';
// The entries alone, not the catalogue's schema and route groups: this module is on /login's bundle.
import { ACCESS_BY_PATH, type AccessEntry } from '../../shared/contract/access-entries';

/**
 * THE route manifest: the router tree, side menu, breadcrumbs, tab titles and guards all derive
 * from it. A later issue adds its page with one entry in ROUTES; nothing else changes. Access codes
 * and the titles of the pages and groups the access catalogue lists come from the catalogue
 * (shared/contract/access-entries.ts), so the menu and the permission tree name them alike.
 */

export interface LocalTitle {
  'zh-CN': string;
  'en-US': string;
}

/** Icon names resolved by the layout (src/app/layout/menu-icons.tsx), so icons stay out of /login's bundle. */
export type IconKey =
  | 'home' | 'map' | 'analysis' | 'diagnose' | 'operation' | 'ai' | 'report' | 'system' | 'data' | 'base'
  | 'knowledge' | 'service' | 'production' | 'warehousing' | 'sales' | 'user' | 'message' | 'page';

export interface MenuGroup {
  /** The group's path prefix, e.g. '/analysis'. */
  path: string;
  /** Group code (spec section 2); /operation has none. */
  access?: string;
  title: LocalTitle;
  icon: IconKey;
}

export interface RouteEntry {
  path: string;
  /** The spec's route name: tab identity and the lock screen's "last page name". */
  name: string;
  access?: string;
  title: LocalTitle;
  icon?: IconKey;
  /** The menu group path this page belongs to (breadcrumb and menu). */
  group?: string;
  lazy: () => Promise<{ default: ComponentType }>;
  /** Kept alive in its tab (default true); text-editor and artical-publish never are. */
  cacheable?: boolean;
  /** Shown in the side menu (default false). */
  menu?: boolean;
  /** 'main' pages live in the layout with tabs; 'standalone' pages fill the window. */
  layout: 'main' | 'standalone';
}

const t = (zh: string, en: string): LocalTitle => ({ 'zh-CN': zh, 'en-US': en });

/** The access catalogue's entry at `path`; the manifest fails to load if it names one the catalogue lacks. */
function entryAt(path: string): AccessEntry {
  const entry = ACCESS_BY_PATH.get(path);
  if (!entry) throw new Error(`route manifest: the access catalogue lists nothing at ${path}`);
  return entry;
}

const titleOf = (entry: AccessEntry): LocalTitle => t(entry.zh, entry.en);

/** A menu group as the access catalogue has it: path, group code and titles. */
function catalogueGroup(path: string): Pick<MenuGroup, 'path' | 'access' | 'title'> {
  const entry = entryAt(path);
  return { path, access: entry.code, title: titleOf(entry) };
}

/**
 * A page the access catalogue lists, with its code and titles from there. A page at a menu
 * group's own path (/home, /map) is the group's index page (/home/index: 1001), named as its group.
 */
function cataloguePage(path: string): Pick<RouteEntry, 'path' | 'access' | 'title'> {
  const index = ACCESS_BY_PATH.get(`${path}/index`);
  const entry = index ?? entryAt(path);
  return { path, access: entry.code, title: titleOf(index ? entryAt(path) : entry) };
}

/**
 * The code of the catalogue entry at `path`, for a page the catalogue does not list that opens
 * with it: a page below it (/system/parametr/rule), beside it (/system/rule with the alarm
 * contacts' 8002) or another view of it (/weblog, the four big screens under 11).
 */
const codeOf = (path: string): string => entryAt(path).code;

/** Every menu group of spec section 2 in menu order; a group without visible pages is hidden. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { ...catalogueGroup('/home'), icon: 'home' },
  { ...catalogueGroup('/map'), icon: 'map' },
  { ...catalogueGroup('/analysis'), icon: 'analysis' },
  { ...catalogueGroup('/diagnose'), icon: 'diagnose' },
  { path: '/operation', title: t('运营优化', 'Optimisation'), icon: 'operation' },
  { ...catalogueGroup('/ai-detcte'), icon: 'ai' },
  { ...catalogueGroup('/report'), icon: 'report' },
  { ...catalogueGroup('/system'), icon: 'system' },
  { ...catalogueGroup('/data'), icon: 'data' },
  { ...catalogueGroup('/base'), icon: 'base' },
  { ...catalogueGroup('/knowledge'), icon: 'knowledge' },
  { ...catalogueGroup('/custom-service'), icon: 'service' },
  { ...catalogueGroup('/production'), icon: 'production' },
  { ...catalogueGroup('/warehousing'), icon: 'warehousing' },
  { ...catalogueGroup('/sales'), icon: 'sales' },
];

/**
 * The phone's logs (issue 37): the console page each mirrors (its access code and title) and its
 * /m/<slug>. One page serves them all, its log chosen by the path (src/pages/phone/logs/phone-logs.ts,
 * whose test checks these against its descriptions). The feeding log is /production/feedfodder's
 * (12002, /feedingManage), not /production/feed's seeding.
 */
const PHONE_LOGS: readonly (readonly [string, string])[] = [
  ['/production/feedfodder', 'feed'],
  ['/production/feed', 'seeding'],
  ['/production/patrol', 'patrol'],
  ['/production/change-water', 'water-change'],
  ['/production/sampling', 'sampling'],
  ['/production/water-testing', 'water-test'],
  ['/production/farm-log', 'farm-log'],
  ['/warehousing/fodder', 'fodder-stock'],
];
const phoneLogPage = () => import('../pages/phone/logs/phone-log-page');

export const ROUTES: readonly RouteEntry[] = [
  // Standalone screens.
  { path: '/login', name: 'login', title: t('用户登录', 'User login'), layout: 'standalone', lazy: () => import('../pages/login/login-page') },
  { path: '/locking', name: 'locking', title: t('锁屏', 'Locked'), layout: 'standalone', lazy: () => import('../pages/locking/locking-page') },
  { path: '/403', name: 'error-403', title: t('权限不足', 'Insufficient permission'), layout: 'standalone', lazy: () => import('../pages/errors/forbidden-page') },
  { path: '/500', name: 'error-500', title: t('服务器错误', 'Server error'), layout: 'standalone', lazy: () => import('../pages/errors/server-error-page') },
  // Big screens (issue 8): code 11, outside the main layout; the guard answers "暂无权限！" without it.
  { path: '/big-screen', name: 'big-screen', access: codeOf('/big-screen'), title: t('综合大屏', 'Overview screen'), layout: 'standalone', lazy: () => import('../../screens/big-screen/big-screen') },
  { path: '/reservoir-screen', name: 'reservoir-screen', access: codeOf('/big-screen'), title: t('水库大屏', 'Reservoir screen'), layout: 'standalone', lazy: () => import('../../screens/reservoir-screen/reservoir-screen') },
  { path: '/agriculture-screen', name: 'agriculture-screen', access: codeOf('/big-screen'), title: t('农业大屏', 'Agriculture screen'), layout: 'standalone', lazy: () => import('../../screens/agriculture-screen/agriculture-screen') },
  { path: '/fish-screen', name: 'fish-screen', access: codeOf('/big-screen'), title: t('养殖场大屏', 'Farm screen'), layout: 'standalone', lazy: () => import('../../screens/fish-screen/fish-screen') },

  // Inside the main layout.
  // Home index: live counts, device locations, latest alarms and SIM notices.
  { ...cataloguePage('/home'), name: 'home_index', group: '/home', menu: true, icon: 'home', layout: 'main', lazy: () => import('../pages/home/home-index/home-index-page') },
  { path: '/ownspace', name: 'ownSpace', icon: 'user', layout: 'main', title: t('个人中心', 'Personal center'), lazy: () => import('../pages/ownspace/ownspace-page') },
  { path: '/message', name: 'message', icon: 'message', layout: 'main', title: t('消息中心', 'Message center'), lazy: () => import('../pages/message/message-page') },
  { ...cataloguePage('/map'), name: 'map', group: '/map', menu: true, icon: 'map', layout: 'main', lazy: () => import('../pages/map/map-index/map-index-page') },
  { ...cataloguePage('/diagnose/gismap'), name: 'gismap', group: '/diagnose', menu: true, layout: 'main', lazy: () => import('../pages/diagnose/gismap/gismap-page') },
  { ...cataloguePage('/diagnose/gisDJmap'), name: 'gisDJmap', group: '/diagnose', menu: true, layout: 'main', lazy: () => import('../pages/diagnose/gisDJmap/gis-djmap-page') },
  { ...cataloguePage('/diagnose/gis-picture'), name: 'gis-picture', group: '/diagnose', menu: true, layout: 'main', lazy: () => import('../pages/diagnose/gis-picture/gis-picture-page') },
  // Analysis and diagnosis real-time (issue 5). The diagnosis page needs its own name: names identify tabs.
  { ...cataloguePage('/analysis/realtime'), name: 'realtime', group: '/analysis', menu: true, layout: 'main', lazy: () => import('../pages/analysis/realtime/realtime-page') },
  { ...cataloguePage('/analysis/history'), name: 'history', group: '/analysis', menu: true, layout: 'main', lazy: () => import('../pages/analysis/history/history-page') },
  { ...cataloguePage('/analysis/compare'), name: 'compare', group: '/analysis', menu: true, layout: 'main', lazy: () => import('../pages/analysis/compare/compare-page') },
  { ...cataloguePage('/analysis/pollution'), name: 'pollution', group: '/analysis', menu: true, layout: 'main', lazy: () => import('../pages/analysis/pollution/pollution-page') },
  { ...cataloguePage('/analysis/overview'), name: 'overview', group: '/analysis', menu: true, layout: 'main', lazy: () => import('../pages/analysis/overview/overview-page') },
  { ...cataloguePage('/diagnose/realtime'), name: 'diagnose-realtime', group: '/diagnose', menu: true, layout: 'main', lazy: () => import('../pages/diagnose/realtime/realtime-page') },
  // Video pages (issue 7, client).
  { ...cataloguePage('/diagnose/monitor-video'), name: 'monitor-video', group: '/diagnose', menu: true, layout: 'main', lazy: () => import('../pages/diagnose/monitor-video/monitor-video-page') },
  { ...cataloguePage('/diagnose/picture-proces'), name: 'picture-proces', group: '/diagnose', menu: true, layout: 'main', lazy: () => import('../pages/diagnose/picture-proces/picture-proces-page') },
  { ...cataloguePage('/diagnose/picture-proces/history'), name: 'picture-proces-history', group: '/diagnose', menu: true, layout: 'main', lazy: () => import('../pages/diagnose/picture-proces/history/picture-history-page') },
  { path: '/ai-detcte/shrimp-huoyuedu', name: 'shrimp-huoyuedu', access: codeOf('/ai-detcte'), group: '/ai-detcte', menu: true, layout: 'main', title: t('虾活跃度识别', 'Shrimp activity recognition'), lazy: () => import('../pages/ai-detcte/shrimp-huoyuedu/shrimp-huoyuedu-page') },
  // End of video pages.
  // Device configuration pages (issue 9, client).
  { ...cataloguePage('/system/devices'), name: 'devices', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/devices/devices-page') },
  { ...cataloguePage('/system/parametr'), name: 'parametr', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/parametr/parametr-page') },
  { path: '/system/parametr/rule', name: 'parametr-rule', access: codeOf('/system/parametr'), group: '/system', layout: 'main', title: t('参数规则', 'Parameter rule'), lazy: () => import('../pages/system/parametr/parametr-rule-page') },
  { ...cataloguePage('/system/device-param'), name: 'device-param', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/device-param/device-param-page') },
  { ...cataloguePage('/system/alarm'), name: 'alarm', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/alarm/alarm-page') },
  { path: '/system/escalation', name: 'escalation', access: codeOf('/system/alarm'), group: '/system', menu: true, layout: 'main', title: t('升级策略', 'Escalation'), lazy: () => import('../pages/system/escalation/escalation-page') },
  { path: '/system/rule', name: 'rule', access: codeOf('/system/alarm'), group: '/system', menu: true, layout: 'main', title: t('规则联动', 'Rule linkage'), lazy: () => import('../pages/system/rule/rule-page') },
  { ...cataloguePage('/system/ptp'), name: 'ptp', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/ptp/ptp-page') },
  { ...cataloguePage('/system/param-cmd-setting'), name: 'param-cmd-setting', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/param-cmd-setting/param-cmd-setting-page') },
  // End of device configuration pages.
  // Data management (group 7, issue 17), in the spec's order. /data/manage has no menu entry: it is reached from /data/raw.
  { ...cataloguePage('/data/raw'), name: 'raw', group: '/data', menu: true, layout: 'main', lazy: () => import('../pages/data/raw/raw-page') },
  { ...cataloguePage('/data/alarm'), name: 'data-alarm', group: '/data', menu: true, layout: 'main', lazy: () => import('../pages/data/alarm/data-alarm-page') },
  { ...cataloguePage('/data/recycle'), name: 'recycle', group: '/data', menu: true, layout: 'main', lazy: () => import('../pages/data/recycle/recycle-page') },
  { ...cataloguePage('/data/tracing'), name: 'tracing', group: '/data', menu: true, layout: 'main', lazy: () => import('../pages/data/tracing/tracing-page') },
  { ...cataloguePage('/data/inventory'), name: 'inventory', group: '/data', menu: true, layout: 'main', lazy: () => import('../pages/data/inventory/inventory-page') },
  { path: '/data/manage', name: 'data-manage', access: codeOf('/data/raw'), group: '/data', layout: 'main', title: t('数据录入', 'Manual data entry'), lazy: () => import('../pages/data/manage/manage-page') },
  // End of data management.
  // Administration (issue 10). /weblog (log center) and /base/weblog show the same page; names identify tabs.
  { ...cataloguePage('/base/company'), name: 'company', group: '/base', menu: true, layout: 'main', lazy: () => import('../pages/base/company/company-page') },
  { ...cataloguePage('/base/users'), name: 'users', group: '/base', menu: true, layout: 'main', lazy: () => import('../pages/base/users/users-page') },
  { ...cataloguePage('/base/user-auth'), name: 'user-auth', group: '/base', menu: true, layout: 'main', lazy: () => import('../pages/base/user-auth/user-auth-page') },
  { ...cataloguePage('/base/weblog'), name: 'base-weblog', group: '/base', menu: true, layout: 'main', lazy: () => import('../pages/weblog/weblog-page') },
  { path: '/weblog', name: 'weblog', access: codeOf('/base/weblog'), icon: 'page', layout: 'main', title: t('日志中心', 'Log center'), lazy: () => import('../pages/weblog/weblog-page') },
  { ...cataloguePage('/system/config-page'), name: 'config-page', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/config-page/config-page') },
  { ...cataloguePage('/system/message'), name: 'system-message', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/message/system-message-page') },
  { ...cataloguePage('/system/login-bgc'), name: 'login-bgc', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/login-bgc/login-bgc-page') },
  // End of administration pages.
  // Reports (issue 18).
  { ...cataloguePage('/report/hour'), name: 'report-hour', group: '/report', menu: true, layout: 'main', lazy: () => import('../pages/report/periodic/hour-report-page') },
  { ...cataloguePage('/report/day'), name: 'report-day', group: '/report', menu: true, layout: 'main', lazy: () => import('../pages/report/periodic/day-report-page') },
  { ...cataloguePage('/report/week'), name: 'report-week', group: '/report', menu: true, layout: 'main', lazy: () => import('../pages/report/periodic/week-report-page') },
  { ...cataloguePage('/report/month'), name: 'report-month', group: '/report', menu: true, layout: 'main', lazy: () => import('../pages/report/periodic/month-report-page') },
  { ...cataloguePage('/report/pollution'), name: 'report-pollution', group: '/report', menu: true, layout: 'main', lazy: () => import('../pages/report/pollution/pollution-page') },
  { ...cataloguePage('/report/aqi'), name: 'aqi', group: '/report', menu: true, layout: 'main', lazy: () => import('../pages/report/aqi/aqi-page') },
  // End of reports.
  // Products (issue 17, item 7).
  { ...cataloguePage('/system/product'), name: 'product', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/product/product-page') },
  // End of products.
  // The public traceability query a batch's QR code opens (issue 17; no login, guards.ts PUBLIC_PATHS).
  { path: '/tracing/search', name: 'tracing-search', layout: 'standalone', title: t('溯源查询', 'Traceability query'), lazy: () => import('../pages/tracing/search/tracing-search-page') },
  // End of the public traceability query.
  // Command codes and video configuration (issue 17, item 8).
  { ...cataloguePage('/system/code'), name: 'code', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/code/code-page') },
  { ...cataloguePage('/system/camera'), name: 'camera', group: '/system', menu: true, layout: 'main', lazy: () => import('../pages/system/camera/camera-page') },
  // End of command codes and video configuration.
  // Knowledge base (issue 20). The editor and the article list are never cached: leaving them
  // saves the draft and returning starts from what was saved.
  { ...cataloguePage('/knowledge/fish'), name: 'fish', group: '/knowledge', menu: true, layout: 'main', lazy: () => import('../pages/knowledge/fish/fish-page') },
  { ...cataloguePage('/knowledge/surroundings'), name: 'surroundings', group: '/knowledge', menu: true, layout: 'main', lazy: () => import('../pages/knowledge/surroundings/surroundings-page') },
  { ...cataloguePage('/knowledge/fire'), name: 'fire', group: '/knowledge', menu: true, layout: 'main', lazy: () => import('../pages/knowledge/fire/fire-page') },
  { ...cataloguePage('/knowledge/publish'), name: 'artical-publish', group: '/knowledge', menu: true, cacheable: false, layout: 'main', lazy: () => import('../pages/knowledge/publish/artical-publish-page') },
  { path: '/knowledge/text-editor', name: 'text-editor', access: codeOf('/knowledge/publish'), group: '/knowledge', cacheable: false, layout: 'main', title: t('文章编辑', 'Article editor'), lazy: () => import('../pages/knowledge/text-editor/text-editor-page') },
  { path: '/preview', name: 'preview', access: codeOf('/knowledge/publish'), layout: 'standalone', title: t('预览', 'Preview'), lazy: () => import('../pages/preview/preview-page') },
  // End of knowledge base.
  // Optimisation (issue 23). The /operation group has no code: its pages are shown to every user.
  { path: '/operation/strategy', name: 'strategy', group: '/operation', menu: true, layout: 'main', title: t('策略建议', 'Strategy tips'), lazy: () => import('../pages/operation/strategy/strategy-page') },
  { path: '/operation/params', name: 'params', group: '/operation', menu: true, layout: 'main', title: t('参数建议', 'Parameter suggestions'), lazy: () => import('../pages/operation/params/params-page') },
  { path: '/operation/pm', name: 'pm', group: '/operation', menu: true, layout: 'main', title: t('预防性维护', 'Preventive maintenance'), lazy: () => import('../pages/operation/pm/pm-page') },
  { path: '/operation/forecast', name: 'forecast', group: '/operation', menu: true, layout: 'main', title: t('溶解氧预报回测', 'Oxygen forecast backtest'), lazy: () => import('../pages/operation/forecast/forecast-page') },
  // End of optimisation.
  // Price trend (issue 19).
  { ...cataloguePage('/analysis/price-product'), name: 'price-product', group: '/analysis', menu: true, layout: 'main', lazy: () => import('../pages/analysis/price-product/price-product-page') },
  // End of price trend.
  // Fault analysis (issue 18, item 5).
  { ...cataloguePage('/analysis/alarm_analysis'), name: 'alarm_analysis', group: '/analysis', menu: true, layout: 'main', lazy: () => import('../pages/analysis/alarm-analysis/alarm-analysis-page') },
  // End of fault analysis.
  // Insect monitoring (issue 19). Both pages share the spec's code 3009.
  { ...cataloguePage('/analysis/insectpic_analysis'), name: 'insectpic_analysis', group: '/analysis', menu: true, layout: 'main', lazy: () => import('../pages/analysis/insectpic-analysis/insectpic-analysis-page') },
  { path: '/analysis/areainsect', name: 'areainsect', access: codeOf('/analysis/insectpic_analysis'), group: '/analysis', menu: true, layout: 'main', title: t('虫情区域统计', 'Insect area statistics'), lazy: () => import('../pages/analysis/areainsect/areainsect-page') },
  // End of insect monitoring.
  // Production logs, warehousing and sales (issue 21).
  { ...cataloguePage('/production/feed'), name: 'feed', group: '/production', menu: true, layout: 'main', lazy: () => import('../pages/production/feed/feed-page') },
  { ...cataloguePage('/production/feedfodder'), name: 'feedfodder', group: '/production', menu: true, layout: 'main', lazy: () => import('../pages/production/feedfodder/feedfodder-page') },
  { ...cataloguePage('/production/patrol'), name: 'patrol', group: '/production', menu: true, layout: 'main', lazy: () => import('../pages/production/patrol/patrol-page') },
  { ...cataloguePage('/production/change-water'), name: 'change-water', group: '/production', menu: true, layout: 'main', lazy: () => import('../pages/production/change-water/change-water-page') },
  { ...cataloguePage('/production/sampling'), name: 'sampling', group: '/production', menu: true, layout: 'main', lazy: () => import('../pages/production/sampling/sampling-page') },
  { ...cataloguePage('/production/water-testing'), name: 'water-testing', group: '/production', menu: true, layout: 'main', lazy: () => import('../pages/production/water-testing/water-testing-page') },
  { ...cataloguePage('/production/farm-log'), name: 'farm-log', group: '/production', menu: true, layout: 'main', lazy: () => import('../pages/production/farm-log/farm-log-page') },
  { ...cataloguePage('/production/base-manage'), name: 'base-manage', group: '/production', menu: true, layout: 'main', lazy: () => import('../pages/production/base-manage/base-manage-page') },
  { ...cataloguePage('/warehousing/supplier'), name: 'supplier', group: '/warehousing', menu: true, layout: 'main', lazy: () => import('../pages/warehousing/supplier/supplier-page') },
  { ...cataloguePage('/warehousing/customer'), name: 'customer', group: '/warehousing', menu: true, layout: 'main', lazy: () => import('../pages/warehousing/customer/customer-page') },
  { ...cataloguePage('/warehousing/seed'), name: 'seed', group: '/warehousing', menu: true, layout: 'main', lazy: () => import('../pages/warehousing/seed/seed-page') },
  { ...cataloguePage('/warehousing/fodder'), name: 'fodder', group: '/warehousing', menu: true, layout: 'main', lazy: () => import('../pages/warehousing/fodder/fodder-page') },
  { ...cataloguePage('/warehousing/medicines'), name: 'medicines', group: '/warehousing', menu: true, layout: 'main', lazy: () => import('../pages/warehousing/medicines/medicines-page') },
  { ...cataloguePage('/warehousing/transport'), name: 'transport', group: '/warehousing', menu: true, layout: 'main', lazy: () => import('../pages/warehousing/transport/transport-page') },
  { ...cataloguePage('/sales/fish-base'), name: 'fish-base', group: '/sales', menu: true, layout: 'main', lazy: () => import('../pages/sales/fish-base/fish-base-page') },
  // End of production logs, warehousing and sales.
  // Customer service, orders and the recharge centre (issue 22). My orders and order management share one page.
  { ...cataloguePage('/custom-service/custom-services'), name: 'custom-services', group: '/custom-service', menu: true, layout: 'main', lazy: () => import('../pages/custom-service/custom-services/custom-services-page') },
  { ...cataloguePage('/custom-service/after-sales-manage'), name: 'after-sales-manage', group: '/custom-service', menu: true, layout: 'main', lazy: () => import('../pages/custom-service/after-sales-manage/after-sales-manage-page') },
  { ...cataloguePage('/custom-service/order-manage'), name: 'order-manage', group: '/custom-service', menu: true, layout: 'main', lazy: () => import('../pages/custom-service/orders/orders-page') },
  { ...cataloguePage('/custom-service/myorder'), name: 'myorder', group: '/custom-service', menu: true, layout: 'main', lazy: () => import('../pages/custom-service/orders/orders-page') },
  { path: '/recharge-center', name: 'recharge-center', icon: 'page', layout: 'main', title: t('充值中心', 'Recharge center'), lazy: () => import('../pages/recharge-center/recharge-center-page') },
  { path: '/recharge-center/sandbox-pay', name: 'recharge-sandbox-pay', layout: 'standalone', title: t('沙箱支付', 'Sandbox payment'), lazy: () => import('../pages/recharge-center/sandbox-pay-page') },
  // The phone at the pond (issue 37): its own one-column pages, with the codes and titles of the console pages they mirror
  // (their own titles would cost /login's bundle, which carries this manifest).
  { ...cataloguePage('/analysis/realtime'), path: '/m', name: 'phone-ponds', layout: 'standalone', lazy: () => import('../pages/phone/home/phone-home-page') },
  // The logs (PHONE_LOGS above).
  ...PHONE_LOGS.map(([consolePath, slug]) => ({ ...cataloguePage(consolePath), path: `/m/${slug}`, name: `phone-${slug}`, layout: 'standalone' as const, lazy: phoneLogPage })),
  // The alarms as the home page shows them (its latest alarms and open incidents): field staff hold 1001, not /data/alarm's 7002.
  { ...cataloguePage('/home'), path: '/m/alarms', name: 'phone-alarms', layout: 'standalone', lazy: () => import('../pages/phone/alarms/phone-alarms-page') },
  { ...cataloguePage('/diagnose/monitor-video'), path: '/m/camera', name: 'phone-camera', layout: 'standalone', lazy: () => import('../pages/phone/camera/phone-camera-page') },
  // End of customer service.
];

/** The phone's pages (issue 37): /m and below. */
export const isPhonePath = (path: string) => path === '/m' || path.startsWith('/m/');

/** The catch-all page (spec: "/*", page does not exist). */
export const NOT_FOUND_ROUTE: RouteEntry = {
  path: '/*',
  name: 'error-404',
  title: t('页面不存在', 'Page not found'),
  layout: 'standalone',
  lazy: () => import('../pages/errors/not-found-page'),
};

export const HOME_PATH = '/home';
export const HOME_NAME = 'home_index';
/** Spec: "The initial tab is real-time data"; until that page exists the console starts at home. */
export const REALTIME_PATH = '/analysis/realtime';

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));
const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

export const routeByName = (name: string): RouteEntry | undefined => BY_NAME.get(name);
export const routeByPath = (path: string): RouteEntry | undefined => BY_PATH.get(path);
export const groupOf = (entry: RouteEntry): MenuGroup | undefined => MENU_GROUPS.find((g) => g.path === entry.group);
export const isCacheable = (entry: RouteEntry): boolean => entry.cacheable ?? true;
