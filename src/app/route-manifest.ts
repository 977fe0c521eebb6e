import type { ComponentType } from 'react';

/**
 * THE route manifest: the router tree, side menu, breadcrumbs, tab titles and guards all derive
 * from it. A later issue adds its page with one entry in ROUTES; nothing else changes.
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

/** Every menu group of spec section 2 in menu order; a group without visible pages is hidden. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { path: '/home', access: '1', title: t('首页', 'Home'), icon: 'home' },
  { path: '/map', access: '2', title: t('地图', 'Map'), icon: 'map' },
  { path: '/analysis', access: '3', title: t('数据分析', 'Analysis'), icon: 'analysis' },
  { path: '/diagnose', access: '4', title: t('诊断', 'Diagnosis'), icon: 'diagnose' },
  { path: '/operation', title: t('运营优化', 'Optimisation'), icon: 'operation' },
  { path: '/ai-detcte', access: '15', title: t('AI识别', 'AI recognition'), icon: 'ai' },
  { path: '/report', access: '5', title: t('报表', 'Reports'), icon: 'report' },
  { path: '/system', access: '8', title: t('设备配置', 'Device configuration'), icon: 'system' },
  { path: '/data', access: '7', title: t('数据管理', 'Data management'), icon: 'data' },
  { path: '/base', access: '9', title: t('基础管理', 'Administration'), icon: 'base' },
  { path: '/knowledge', access: '6', title: t('知识库', 'Knowledge base'), icon: 'knowledge' },
  { path: '/custom-service', access: '10', title: t('客户服务', 'Customer service'), icon: 'service' },
  { path: '/production', access: '12', title: t('生产日志', 'Production logs'), icon: 'production' },
  { path: '/warehousing', access: '13', title: t('仓储供应', 'Warehousing and supply'), icon: 'warehousing' },
  { path: '/sales', access: '14', title: t('销售', 'Sales'), icon: 'sales' },
];

export const ROUTES: readonly RouteEntry[] = [
  // Standalone screens.
  { path: '/login', name: 'login', title: t('用户登录', 'User login'), layout: 'standalone', lazy: () => import('../pages/login/login-page') },
  { path: '/locking', name: 'locking', title: t('锁屏', 'Locked'), layout: 'standalone', lazy: () => import('../pages/locking/locking-page') },
  { path: '/403', name: 'error-403', title: t('权限不足', 'Insufficient permission'), layout: 'standalone', lazy: () => import('../pages/errors/forbidden-page') },
  { path: '/500', name: 'error-500', title: t('服务器错误', 'Server error'), layout: 'standalone', lazy: () => import('../pages/errors/server-error-page') },
  // Big screens (issue 8): code 11, outside the main layout; the guard answers "暂无权限！" without it.
  { path: '/big-screen', name: 'big-screen', access: '11', title: t('综合大屏', 'Overview screen'), layout: 'standalone', lazy: () => import('../../screens/big-screen/big-screen') },
  { path: '/reservoir-screen', name: 'reservoir-screen', access: '11', title: t('水库大屏', 'Reservoir screen'), layout: 'standalone', lazy: () => import('../../screens/reservoir-screen/reservoir-screen') },
  { path: '/agriculture-screen', name: 'agriculture-screen', access: '11', title: t('农业大屏', 'Agriculture screen'), layout: 'standalone', lazy: () => import('../../screens/agriculture-screen/agriculture-screen') },
  { path: '/fish-screen', name: 'fish-screen', access: '11', title: t('养殖场大屏', 'Farm screen'), layout: 'standalone', lazy: () => import('../../screens/fish-screen/fish-screen') },

  // Inside the main layout.
  // Home index: live counts, device locations, latest alarms and SIM notices.
  { path: '/home', name: 'home_index', access: '1001', group: '/home', menu: true, icon: 'home', layout: 'main', title: t('首页', 'Home'), lazy: () => import('../pages/home/home-index/home-index-page') },
  { path: '/ownspace', name: 'ownSpace', icon: 'user', layout: 'main', title: t('个人中心', 'Personal center'), lazy: () => import('../pages/ownspace/ownspace-page') },
  { path: '/message', name: 'message', icon: 'message', layout: 'main', title: t('消息中心', 'Message center'), lazy: () => import('../pages/message/message-page') },
  { path: '/map', name: 'map', access: '2001', group: '/map', menu: true, icon: 'map', layout: 'main', title: t('地图', 'Map'), lazy: () => import('../pages/map/map-index/map-index-page') },
  { path: '/diagnose/gismap', name: 'gismap', access: '4004', group: '/diagnose', menu: true, layout: 'main', title: t('3D模型', '3D model'), lazy: () => import('../pages/diagnose/gismap/gismap-page') },
  { path: '/diagnose/gisDJmap', name: 'gisDJmap', access: '4005', group: '/diagnose', menu: true, layout: 'main', title: t('无人机3D模型', '3D drone model'), lazy: () => import('../pages/diagnose/gisDJmap/gis-djmap-page') },
  { path: '/diagnose/gis-picture', name: 'gis-picture', access: '4006', group: '/diagnose', menu: true, layout: 'main', title: t('养殖地图', 'Breeding map'), lazy: () => import('../pages/diagnose/gis-picture/gis-picture-page') },
  // Analysis and diagnosis real-time (issue 5). The diagnosis page needs its own name: names identify tabs.
  { path: '/analysis/realtime', name: 'realtime', access: '3001', group: '/analysis', menu: true, layout: 'main', title: t('实时数据', 'Real-time data'), lazy: () => import('../pages/analysis/realtime/realtime-page') },
  { path: '/analysis/history', name: 'history', access: '3002', group: '/analysis', menu: true, layout: 'main', title: t('历史数据', 'History data'), lazy: () => import('../pages/analysis/history/history-page') },
  { path: '/analysis/compare', name: 'compare', access: '3003', group: '/analysis', menu: true, layout: 'main', title: t('对比分析', 'Comparison analysis'), lazy: () => import('../pages/analysis/compare/compare-page') },
  { path: '/analysis/pollution', name: 'pollution', access: '3004', group: '/analysis', menu: true, layout: 'main', title: t('污染源', 'Pollution source'), lazy: () => import('../pages/analysis/pollution/pollution-page') },
  { path: '/analysis/overview', name: 'overview', access: '3005', group: '/analysis', menu: true, layout: 'main', title: t('监测因子汇总', 'Monitoring-factor summary'), lazy: () => import('../pages/analysis/overview/overview-page') },
  { path: '/diagnose/realtime', name: 'diagnose-realtime', access: '4001', group: '/diagnose', menu: true, layout: 'main', title: t('实时数据', 'Real-time data'), lazy: () => import('../pages/diagnose/realtime/realtime-page') },
  // Video pages (issue 7, client).
  { path: '/diagnose/monitor-video', name: 'monitor-video', access: '4002', group: '/diagnose', menu: true, layout: 'main', title: t('全部摄像头', 'All cameras'), lazy: () => import('../pages/diagnose/monitor-video/monitor-video-page') },
  { path: '/diagnose/picture-proces', name: 'picture-proces', access: '4003', group: '/diagnose', menu: true, layout: 'main', title: t('历史图片', 'Historical images'), lazy: () => import('../pages/diagnose/picture-proces/picture-proces-page') },
  { path: '/diagnose/picture-proces/history', name: 'picture-proces-history', access: '4003001', group: '/diagnose', menu: true, layout: 'main', title: t('图片时间线', 'Image timeline'), lazy: () => import('../pages/diagnose/picture-proces/history/picture-history-page') },
  { path: '/ai-detcte/shrimp-huoyuedu', name: 'shrimp-huoyuedu', access: '15', group: '/ai-detcte', menu: true, layout: 'main', title: t('虾活跃度识别', 'Shrimp activity recognition'), lazy: () => import('../pages/ai-detcte/shrimp-huoyuedu/shrimp-huoyuedu-page') },
  // End of video pages.
  // Device configuration pages (issue 9, client).
  { path: '/system/devices', name: 'devices', access: '8001', group: '/system', menu: true, layout: 'main', title: t('设备管理', 'Devices'), lazy: () => import('../pages/system/devices/devices-page') },
  { path: '/system/parametr', name: 'parametr', access: '8007', group: '/system', menu: true, layout: 'main', title: t('参数配置', 'Parameter configuration'), lazy: () => import('../pages/system/parametr/parametr-page') },
  { path: '/system/parametr/rule', name: 'parametr-rule', access: '8007', group: '/system', layout: 'main', title: t('参数规则', 'Parameter rule'), lazy: () => import('../pages/system/parametr/parametr-rule-page') },
  { path: '/system/device-param', name: 'device-param', access: '8009', group: '/system', menu: true, layout: 'main', title: t('参数定义', 'Parameter definitions'), lazy: () => import('../pages/system/device-param/device-param-page') },
  { path: '/system/alarm', name: 'alarm', access: '8002', group: '/system', menu: true, layout: 'main', title: t('报警联系人', 'Alarm contacts'), lazy: () => import('../pages/system/alarm/alarm-page') },
  { path: '/system/rule', name: 'rule', access: '8002', group: '/system', menu: true, layout: 'main', title: t('规则联动', 'Rule linkage'), lazy: () => import('../pages/system/rule/rule-page') },
  { path: '/system/ptp', name: 'ptp', access: '8008', group: '/system', menu: true, layout: 'main', title: t('点对点收发', 'Point-to-point'), lazy: () => import('../pages/system/ptp/ptp-page') },
  { path: '/system/param-cmd-setting', name: 'param-cmd-setting', access: '8012', group: '/system', menu: true, layout: 'main', title: t('设备设置', 'Device settings'), lazy: () => import('../pages/system/param-cmd-setting/param-cmd-setting-page') },
  // End of device configuration pages.
  // Data management (group 7, issue 17), in the spec's order. /data/manage has no menu entry: it is reached from /data/raw.
  { path: '/data/raw', name: 'raw', access: '7001', group: '/data', menu: true, layout: 'main', title: t('数据审核', 'Data audit'), lazy: () => import('../pages/data/raw/raw-page') },
  { path: '/data/alarm', name: 'data-alarm', access: '7002', group: '/data', menu: true, layout: 'main', title: t('数据报警', 'Data alarms'), lazy: () => import('../pages/data/alarm/data-alarm-page') },
  { path: '/data/recycle', name: 'recycle', access: '7003', group: '/data', menu: true, layout: 'main', title: t('回收站', 'Recycle bin'), lazy: () => import('../pages/data/recycle/recycle-page') },
  { path: '/data/tracing', name: 'tracing', access: '7004', group: '/data', menu: true, layout: 'main', title: t('产品溯源', 'Traceability'), lazy: () => import('../pages/data/tracing/tracing-page') },
  { path: '/data/inventory', name: 'inventory', access: '7005', group: '/data', menu: true, layout: 'main', title: t('库存管理', 'Inventory'), lazy: () => import('../pages/data/inventory/inventory-page') },
  { path: '/data/manage', name: 'data-manage', access: '7001', group: '/data', layout: 'main', title: t('数据录入', 'Manual data entry'), lazy: () => import('../pages/data/manage/manage-page') },
  // End of data management.
  // Administration (issue 10). /weblog (log center) and /base/weblog show the same page; names identify tabs.
  { path: '/base/company', name: 'company', access: '9001', group: '/base', menu: true, layout: 'main', title: t('企业管理', 'Companies'), lazy: () => import('../pages/base/company/company-page') },
  { path: '/base/users', name: 'users', access: '9002', group: '/base', menu: true, layout: 'main', title: t('用户管理', 'Users'), lazy: () => import('../pages/base/users/users-page') },
  { path: '/base/user-auth', name: 'user-auth', access: '9003', group: '/base', menu: true, layout: 'main', title: t('用户权限', 'User permissions'), lazy: () => import('../pages/base/user-auth/user-auth-page') },
  { path: '/base/weblog', name: 'base-weblog', access: '9004', group: '/base', menu: true, layout: 'main', title: t('操作日志', 'Operation log'), lazy: () => import('../pages/weblog/weblog-page') },
  { path: '/weblog', name: 'weblog', access: '9004', icon: 'page', layout: 'main', title: t('日志中心', 'Log center'), lazy: () => import('../pages/weblog/weblog-page') },
  { path: '/system/config-page', name: 'config-page', access: '8005', group: '/system', menu: true, layout: 'main', title: t('功能配置', 'Function configuration'), lazy: () => import('../pages/system/config-page/config-page') },
  { path: '/system/message', name: 'system-message', access: '8006', group: '/system', menu: true, layout: 'main', title: t('系统通知', 'System notices'), lazy: () => import('../pages/system/message/system-message-page') },
  { path: '/system/login-bgc', name: 'login-bgc', access: '8011', group: '/system', menu: true, layout: 'main', title: t('企业展示', 'Company display'), lazy: () => import('../pages/system/login-bgc/login-bgc-page') },
  // End of administration pages.
  // Reports (issue 18).
  { path: '/report/hour', name: 'report-hour', access: '5006', group: '/report', menu: true, layout: 'main', title: t('小时报表', 'Hourly report'), lazy: () => import('../pages/report/periodic/hour-report-page') },
  { path: '/report/day', name: 'report-day', access: '5001', group: '/report', menu: true, layout: 'main', title: t('日报表', 'Daily report'), lazy: () => import('../pages/report/periodic/day-report-page') },
  { path: '/report/week', name: 'report-week', access: '5002', group: '/report', menu: true, layout: 'main', title: t('周报表', 'Weekly report'), lazy: () => import('../pages/report/periodic/week-report-page') },
  { path: '/report/month', name: 'report-month', access: '5003', group: '/report', menu: true, layout: 'main', title: t('月报表', 'Monthly report'), lazy: () => import('../pages/report/periodic/month-report-page') },
  { path: '/report/pollution', name: 'report-pollution', access: '5004', group: '/report', menu: true, layout: 'main', title: t('优良污染天数', 'Good and polluted days'), lazy: () => import('../pages/report/pollution/pollution-page') },
  { path: '/report/aqi', name: 'aqi', access: '5005', group: '/report', menu: true, layout: 'main', title: t('日AQI', 'Daily AQI'), lazy: () => import('../pages/report/aqi/aqi-page') },
  // End of reports.
  // Products (issue 17, item 7).
  { path: '/system/product', name: 'product', access: '8010', group: '/system', menu: true, layout: 'main', title: t('产品管理', 'Products'), lazy: () => import('../pages/system/product/product-page') },
  // End of products.
  // The public traceability query a batch's QR code opens (issue 17; no login, guards.ts PUBLIC_PATHS).
  { path: '/tracing/search', name: 'tracing-search', layout: 'standalone', title: t('溯源查询', 'Traceability query'), lazy: () => import('../pages/tracing/search/tracing-search-page') },
  // End of the public traceability query.
  // Command codes and video configuration (issue 17, item 8).
  { path: '/system/code', name: 'code', access: '8003', group: '/system', menu: true, layout: 'main', title: t('数据模型', 'Data model'), lazy: () => import('../pages/system/code/code-page') },
  { path: '/system/camera', name: 'camera', access: '8004', group: '/system', menu: true, layout: 'main', title: t('视频配置', 'Video configuration'), lazy: () => import('../pages/system/camera/camera-page') },
  // End of command codes and video configuration.
  // Knowledge base (issue 20). The editor and the article list are never cached: leaving them
  // saves the draft and returning starts from what was saved.
  { path: '/knowledge/fish', name: 'fish', access: '6001', group: '/knowledge', menu: true, layout: 'main', title: t('水产知识', 'Aquatic knowledge'), lazy: () => import('../pages/knowledge/fish/fish-page') },
  { path: '/knowledge/surroundings', name: 'surroundings', access: '6002', group: '/knowledge', menu: true, layout: 'main', title: t('环境知识', 'Environment knowledge'), lazy: () => import('../pages/knowledge/surroundings/surroundings-page') },
  { path: '/knowledge/fire', name: 'fire', access: '6003', group: '/knowledge', menu: true, layout: 'main', title: t('消防知识', 'Fire knowledge'), lazy: () => import('../pages/knowledge/fire/fire-page') },
  { path: '/knowledge/publish', name: 'artical-publish', access: '6004', group: '/knowledge', menu: true, cacheable: false, layout: 'main', title: t('添加文章', 'Add article'), lazy: () => import('../pages/knowledge/publish/artical-publish-page') },
  { path: '/knowledge/text-editor', name: 'text-editor', access: '6004', group: '/knowledge', cacheable: false, layout: 'main', title: t('文章编辑', 'Article editor'), lazy: () => import('../pages/knowledge/text-editor/text-editor-page') },
  { path: '/preview', name: 'preview', access: '6004', layout: 'standalone', title: t('预览', 'Preview'), lazy: () => import('../pages/preview/preview-page') },
  // End of knowledge base.
  // Optimisation (issue 23). The /operation group has no code: its pages are shown to every user.
  { path: '/operation/strategy', name: 'strategy', group: '/operation', menu: true, layout: 'main', title: t('策略建议', 'Strategy tips'), lazy: () => import('../pages/operation/strategy/strategy-page') },
  { path: '/operation/params', name: 'params', group: '/operation', menu: true, layout: 'main', title: t('参数建议', 'Parameter suggestions'), lazy: () => import('../pages/operation/params/params-page') },
  { path: '/operation/pm', name: 'pm', group: '/operation', menu: true, layout: 'main', title: t('预防性维护', 'Preventive maintenance'), lazy: () => import('../pages/operation/pm/pm-page') },
  // End of optimisation.
  // Price trend (issue 19).
  { path: '/analysis/price-product', name: 'price-product', access: '3007', group: '/analysis', menu: true, layout: 'main', title: t('价格趋势', 'Price trend'), lazy: () => import('../pages/analysis/price-product/price-product-page') },
  // End of price trend.
  // Fault analysis (issue 18, item 5).
  { path: '/analysis/alarm_analysis', name: 'alarm_analysis', access: '3008', group: '/analysis', menu: true, layout: 'main', title: t('故障分析', 'Fault analysis'), lazy: () => import('../pages/analysis/alarm-analysis/alarm-analysis-page') },
  // End of fault analysis.
  // Insect monitoring (issue 19). Both pages share the spec's code 3009.
  { path: '/analysis/insectpic_analysis', name: 'insectpic_analysis', access: '3009', group: '/analysis', menu: true, layout: 'main', title: t('虫情图片分析', 'Insect pictures'), lazy: () => import('../pages/analysis/insectpic-analysis/insectpic-analysis-page') },
  { path: '/analysis/areainsect', name: 'areainsect', access: '3009', group: '/analysis', menu: true, layout: 'main', title: t('虫情区域统计', 'Insect area statistics'), lazy: () => import('../pages/analysis/areainsect/areainsect-page') },
  // End of insect monitoring.
  // Production logs, warehousing and sales (issue 21).
  { path: '/production/feed', name: 'feed', access: '12001', group: '/production', menu: true, layout: 'main', title: t('投苗', 'Feeding seedlings'), lazy: () => import('../pages/production/feed/feed-page') },
  { path: '/production/feedfodder', name: 'feedfodder', access: '12002', group: '/production', menu: true, layout: 'main', title: t('投喂', 'Feeding'), lazy: () => import('../pages/production/feedfodder/feedfodder-page') },
  { path: '/production/patrol', name: 'patrol', access: '12003', group: '/production', menu: true, layout: 'main', title: t('巡塘', 'Patrol'), lazy: () => import('../pages/production/patrol/patrol-page') },
  { path: '/production/change-water', name: 'change-water', access: '12004', group: '/production', menu: true, layout: 'main', title: t('换水', 'Water change'), lazy: () => import('../pages/production/change-water/change-water-page') },
  { path: '/production/sampling', name: 'sampling', access: '12005', group: '/production', menu: true, layout: 'main', title: t('抽样', 'Sampling'), lazy: () => import('../pages/production/sampling/sampling-page') },
  { path: '/production/water-testing', name: 'water-testing', access: '12006', group: '/production', menu: true, layout: 'main', title: t('水质检测', 'Water testing'), lazy: () => import('../pages/production/water-testing/water-testing-page') },
  { path: '/production/farm-log', name: 'farm-log', access: '12007', group: '/production', menu: true, layout: 'main', title: t('农机维护日志', 'Farm machinery maintenance log'), lazy: () => import('../pages/production/farm-log/farm-log-page') },
  { path: '/production/base-manage', name: 'base-manage', access: '12008', group: '/production', menu: true, layout: 'main', title: t('基地/池塘', 'Bases and ponds'), lazy: () => import('../pages/production/base-manage/base-manage-page') },
  { path: '/warehousing/supplier', name: 'supplier', access: '13001', group: '/warehousing', menu: true, layout: 'main', title: t('供应商', 'Suppliers'), lazy: () => import('../pages/warehousing/supplier/supplier-page') },
  { path: '/warehousing/customer', name: 'customer', access: '13002', group: '/warehousing', menu: true, layout: 'main', title: t('客户', 'Customers'), lazy: () => import('../pages/warehousing/customer/customer-page') },
  { path: '/warehousing/seed', name: 'seed', access: '13003', group: '/warehousing', menu: true, layout: 'main', title: t('种苗', 'Seedlings'), lazy: () => import('../pages/warehousing/seed/seed-page') },
  { path: '/warehousing/fodder', name: 'fodder', access: '13004', group: '/warehousing', menu: true, layout: 'main', title: t('饲料', 'Fodder'), lazy: () => import('../pages/warehousing/fodder/fodder-page') },
  { path: '/warehousing/medicines', name: 'medicines', access: '13005', group: '/warehousing', menu: true, layout: 'main', title: t('药品', 'Medicines'), lazy: () => import('../pages/warehousing/medicines/medicines-page') },
  { path: '/warehousing/transport', name: 'transport', access: '13006', group: '/warehousing', menu: true, layout: 'main', title: t('运输', 'Transport'), lazy: () => import('../pages/warehousing/transport/transport-page') },
  { path: '/sales/fish-base', name: 'fish-base', access: '14001', group: '/sales', menu: true, layout: 'main', title: t('销售', 'Sales'), lazy: () => import('../pages/sales/fish-base/fish-base-page') },
  // End of production logs, warehousing and sales.
  // Customer service, orders and the recharge centre (issue 22). My orders and order management share one page.
  { path: '/custom-service/custom-services', name: 'custom-services', access: '10001', group: '/custom-service', menu: true, layout: 'main', title: t('客服工单', 'Service tickets'), lazy: () => import('../pages/custom-service/custom-services/custom-services-page') },
  { path: '/custom-service/after-sales-manage', name: 'after-sales-manage', access: '10002', group: '/custom-service', menu: true, layout: 'main', title: t('售后管理', 'After-sales'), lazy: () => import('../pages/custom-service/after-sales-manage/after-sales-manage-page') },
  { path: '/custom-service/order-manage', name: 'order-manage', access: '10003', group: '/custom-service', menu: true, layout: 'main', title: t('订单管理', 'Orders'), lazy: () => import('../pages/custom-service/orders/orders-page') },
  { path: '/custom-service/myorder', name: 'myorder', access: '10004', group: '/custom-service', menu: true, layout: 'main', title: t('我的订单', 'My orders'), lazy: () => import('../pages/custom-service/orders/orders-page') },
  { path: '/recharge-center', name: 'recharge-center', icon: 'page', layout: 'main', title: t('充值中心', 'Recharge center'), lazy: () => import('../pages/recharge-center/recharge-center-page') },
  { path: '/recharge-center/sandbox-pay', name: 'recharge-sandbox-pay', layout: 'standalone', title: t('沙箱支付', 'Sandbox payment'), lazy: () => import('../pages/recharge-center/sandbox-pay-page') },
  // End of customer service.
];

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
