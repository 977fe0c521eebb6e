import { Type, type Static } from 'typebox';

/**
 * Every access code of the console (spec section 2, plus 11 for the big screens), with the menu
 * group it belongs to, and which codes open which route group (ROUTE_ACCESS). The server checks
 * codes with these lists; the client shows the catalogue when an administrator assigns codes.
 * Pure: imports nothing but typebox, so the server, src/ and streams/ can all read it.
 */
export const AccessEntrySchema = Type.Object({
  code: Type.String(),
  /** The group's own code; equal to `code` for a group. */
  group: Type.String(),
  path: Type.String(),
  zh: Type.String(),
  en: Type.String(),
});
export type AccessEntry = Static<typeof AccessEntrySchema>;

const group = (code: string, path: string, zh: string, en: string): AccessEntry => ({ code, group: code, path, zh, en });
const child = (g: string, code: string, path: string, zh: string, en: string): AccessEntry => ({ code, group: g, path, zh, en });

export const ACCESS_CATALOGUE: AccessEntry[] = [
  group('1', '/home', '首页', 'Home'),
  child('1', '1001', '/home/index', '首页', 'Home index'),
  group('2', '/map', '地图', 'Map'),
  child('2', '2001', '/map/index', '设备地图', 'Device map'),
  group('3', '/analysis', '数据分析', 'Analysis'),
  child('3', '3001', '/analysis/realtime', '实时数据', 'Real-time data'),
  child('3', '3002', '/analysis/history', '历史数据', 'History'),
  child('3', '3003', '/analysis/compare', '对比分析', 'Comparison'),
  child('3', '3004', '/analysis/pollution', '污染源汇总', 'Pollution sources'),
  child('3', '3005', '/analysis/overview', '监测因子汇总', 'Monitoring factors'),
  child('3', '3007', '/analysis/price-product', '价格趋势', 'Price trend'),
  child('3', '3008', '/analysis/alarm_analysis', '故障分析', 'Fault analysis'),
  child('3', '3009', '/analysis/insectpic_analysis', '虫情图片分析', 'Insect pictures'),
  group('4', '/diagnose', '诊断', 'Diagnosis'),
  child('4', '4001', '/diagnose/realtime', '实时诊断', 'Real-time diagnosis'),
  child('4', '4002', '/diagnose/monitor-video', '全部摄像头', 'All cameras'),
  child('4', '4003', '/diagnose/picture-proces', '历史图片', 'Historical images'),
  child('4', '4003001', '/diagnose/picture-proces/history', '历史图片详情', 'Image history'),
  child('4', '4004', '/diagnose/gismap', '三维模型', '3D model'),
  child('4', '4005', '/diagnose/gisDJmap', '无人机三维模型', '3D drone model'),
  child('4', '4006', '/diagnose/gis-picture', '养殖地图', 'Breeding map'),
  group('5', '/report', '报表', 'Reports'),
  child('5', '5001', '/report/day', '日报表', 'Daily report'),
  child('5', '5002', '/report/week', '周报表', 'Weekly report'),
  child('5', '5003', '/report/month', '月报表', 'Monthly report'),
  child('5', '5004', '/report/pollution', '优良/污染天数', 'Good/polluted days'),
  child('5', '5005', '/report/aqi', '日AQI', 'Daily AQI'),
  child('5', '5006', '/report/hour', '小时报表', 'Hourly report'),
  group('6', '/knowledge', '知识库', 'Knowledge base'),
  child('6', '6001', '/knowledge/fish', '水产知识', 'Aquatic knowledge'),
  child('6', '6002', '/knowledge/surroundings', '环境知识', 'Environment knowledge'),
  child('6', '6003', '/knowledge/fire', '消防知识', 'Fire knowledge'),
  child('6', '6004', '/knowledge/publish', '添加文章', 'Add article'),
  group('7', '/data', '数据管理', 'Data management'),
  child('7', '7001', '/data/raw', '数据审核', 'Data audit'),
  child('7', '7002', '/data/alarm', '数据报警', 'Data alarms'),
  child('7', '7003', '/data/recycle', '回收站', 'Recycle bin'),
  child('7', '7004', '/data/tracing', '产品溯源', 'Traceability'),
  child('7', '7005', '/data/inventory', '库存管理', 'Inventory'),
  group('8', '/system', '设备配置', 'Device configuration'),
  child('8', '8001', '/system/devices', '设备管理', 'Devices'),
  child('8', '8002', '/system/alarm', '报警联系人', 'Alarm contacts'),
  child('8', '8003', '/system/code', '数据模型', 'Data model'),
  child('8', '8004', '/system/camera', '视频配置', 'Video configuration'),
  child('8', '8005', '/system/config-page', '功能配置', 'Function configuration'),
  child('8', '8006', '/system/message', '系统通知', 'System notices'),
  child('8', '8007', '/system/parametr', '参数配置', 'Parameter configuration'),
  child('8', '8008', '/system/ptp', '点对点收发', 'Point-to-point'),
  child('8', '8009', '/system/device-param', '参数定义', 'Parameter definitions'),
  child('8', '8010', '/system/product', '产品管理', 'Products'),
  child('8', '8011', '/system/login-bgc', '企业展示', 'Company display'),
  child('8', '8012', '/system/param-cmd-setting', '设备设置', 'Device settings'),
  group('9', '/base', '基础管理', 'Administration'),
  child('9', '9001', '/base/company', '企业管理', 'Companies'),
  child('9', '9002', '/base/users', '用户管理', 'Users'),
  child('9', '9003', '/base/user-auth', '用户权限', 'User permissions'),
  child('9', '9004', '/base/weblog', '操作日志', 'Operation log'),
  group('10', '/custom-service', '客户服务', 'Customer service'),
  child('10', '10001', '/custom-service/custom-services', '客服工单', 'Service tickets'),
  child('10', '10002', '/custom-service/after-sales-manage', '售后管理', 'After-sales'),
  child('10', '10003', '/custom-service/order-manage', '订单管理', 'Orders'),
  child('10', '10004', '/custom-service/myorder', '我的订单', 'My orders'),
  group('11', '/big-screen', '大屏', 'Big screens'),
  group('12', '/production', '生产日志', 'Production logs'),
  child('12', '12001', '/production/feed', '投苗', 'Feeding seedlings'),
  child('12', '12002', '/production/feedfodder', '投喂', 'Feeding'),
  child('12', '12003', '/production/patrol', '巡塘', 'Patrol'),
  child('12', '12004', '/production/change-water', '换水', 'Water change'),
  child('12', '12005', '/production/sampling', '抽样', 'Sampling'),
  child('12', '12006', '/production/water-testing', '水质检测', 'Water testing'),
  child('12', '12007', '/production/farm-log', '农机维护日志', 'Farm machinery log'),
  child('12', '12008', '/production/base-manage', '基地/池塘', 'Bases and ponds'),
  group('13', '/warehousing', '仓储供应', 'Warehousing'),
  child('13', '13001', '/warehousing/supplier', '供应商', 'Suppliers'),
  child('13', '13002', '/warehousing/customer', '客户', 'Customers'),
  child('13', '13003', '/warehousing/seed', '种苗', 'Seedlings'),
  child('13', '13004', '/warehousing/fodder', '饲料', 'Fodder'),
  child('13', '13005', '/warehousing/medicines', '药品', 'Medicines'),
  child('13', '13006', '/warehousing/transport', '运输', 'Transport'),
  group('14', '/sales', '销售', 'Sales'),
  child('14', '14001', '/sales/fish-base', '销售管理', 'Sales'),
  group('15', '/ai-detcte', 'AI识别', 'AI recognition'),
];

export const ALL_ACCESS_CODES: string[] = ACCESS_CATALOGUE.map((e) => e.code);
export const ACCESS_BY_CODE = new Map(ACCESS_CATALOGUE.map((e) => [e.code, e]));

/**
 * Which codes open which route group: holding any one of a group's codes suffices. Where a group
 * lists several codes, it is because several pages show the same data (a socket room or a picker
 * answers every page that needs it, never more than those pages' REST routes).
 */
export const ROUTE_ACCESS = {
  /** Alarm contacts and linkage rules (8002). */
  alarmContacts: ['8002'],
  rules: ['8002'],
  /** Active alarms, prompts, counts and alarm push events: every page that shows alarms. */
  alarmsView: ['1001', '2001', '3001', '4001', '3008', '7002', '11'],
  /** Changing alarm times: device and parameter configuration, data alarms. */
  alarmsAdmin: ['8001', '8007', '7002'],
  analysisSummary: ['3004', '3005'],
  companies: ['9001'],
  /** The company picker of the pages that choose a company. */
  companyPickers: ['9001', '9002', '8001', '8002', '9003'],
  companyDisplay: ['8011'],
  siteConfig: ['8005'],
  /** History series: every page that charts history (the data audit's chart and day averages too), the reports, the big screens and AI. */
  history: ['3001', '3002', '3003', '3004', '3005', '4001', '5001', '5002', '5003', '5004', '5005', '5006', '7001', '11', '15'],
  historyReport: ['5001', '5002', '5003', '5006', '3002', '11'],
  historyAudit: ['7001'],
  /** The daily AQI: its report, the good and polluted days, and the big screens. */
  airQuality: ['5005', '5004', '11'],
  /** Device status counts and status push events. */
  deviceStatus: ['1001', '2001', '3001', '4001', '8001', '11'],
  /** Real-time values and telemetry push rooms. */
  realtime: ['3001', '4001', '1001', '2001', '11', '15'],
  devices: ['8001'],
  /** Who a device is bound to: device management and the user page. */
  deviceUsers: ['8001', '9002'],
  /** Devices with their parameters: device management and parameter configuration. */
  devicesWithParams: ['8001', '8007'],
  recycle: ['7003'],
  commands: ['8003', '8012'],
  /** The command-code catalogue (8003), and the pages that offer its codes: device settings, rules. */
  commandCodes: ['8003'],
  commandCodesRead: ['8003', '8012', '8002'],
  deviceSettings: ['8012', '8001'],
  dataFlow: ['8001'],
  p2p: ['8008'],
  ingestStats: ['9001'],
  ingestRejections: ['8001'],
  paramConfig: ['8007'],
  paramDefinitions: ['8009'],
  /** Reading a device's parameter configuration: parameter, device and settings pages, and the rule editor's attribute picker. */
  paramConfigRead: ['8007', '8001', '8012', '8002'],
  paramDefinitionsRead: ['8009', '8007', '8001'],
  /** Writing either kind; the kind's own code is checked by the route. */
  paramWrite: ['8007', '8009'],
  notices: ['8006'],
  /** The sites with their devices: home, map, 3D and breeding map, and the site picker of the periodic reports. */
  sitesView: ['1001', '2001', '4004', '4005', '4006', '5001', '5002', '5003', '5006'],
  /** The breeding map's ponds (4006), which base-manage (12008) also adds and edits: one source (issue 21). */
  ponds: ['4006', '12008'],
  users: ['9002'],
  /** The user picker of the pages that choose users. */
  userPickers: ['9002', '8001', '8002', '9003'],
  permissions: ['9003', '9002'],
  /** Binding devices to a user: the user page and device management. */
  userDevices: ['9002', '8001'],
  weblog: ['9004'],
  aiDetect: ['15'],
  cameraWatch: ['4002', '4003', '4003001', '8004', '15'],
  cameraPtz: ['4002', '8004', '15'],
  cameraCapture: ['4002', '4003', '8004', '15'],
  cameraConfig: ['8004'],
  imagesView: ['4003', '4003001', '4002', '15'],
  imagesManage: ['4003'],
  /** The product catalogue (8010), and the pickers of inventory and traceability that read it. */
  products: ['8010'],
  productsRead: ['8010', '7004', '7005'],
  inventory: ['7005'],
  tracing: ['7004'],
  /** The data-alarm list's clearing and export (7002). */
  dataAlarms: ['7002'],
  /** Fault analysis over the alarms (3008). */
  faultAnalysis: ['3008'],
  // Production logs, warehousing and sales (issue 21): every farm code reads (the pages pick
  // ponds, items and persons from each other); each resource's own code changes it.
  farm: ['12001', '12002', '12003', '12004', '12005', '12006', '12007', '12008', '13001', '13002', '13003', '13004', '13005', '13006', '14001'],
  farmSeeding: ['12001'],
  farmFeeding: ['12002'],
  farmPatrol: ['12003'],
  farmWaterChange: ['12004'],
  farmSampling: ['12005'],
  farmWaterTest: ['12006'],
  farmMachine: ['12007'],
  farmBases: ['12008'],
  farmPersons: ['13001', '13002'],
  farmSeeds: ['13003'],
  farmFodder: ['13004'],
  farmMedicines: ['13005'],
  /** Receipts and issues of any store item. */
  farmStock: ['13003', '13004', '13005'],
  farmTransport: ['13006'],
  farmSales: ['14001'],
  // End of production logs, warehousing and sales.
  // Weather and prices (issue 19): the weather panels of the home page and the big screens; the
  // price trend (3007), whose trend call the agriculture screen's price panel reads too.
  weather: ['1001', '11'],
  prices: ['3007'],
  pricesRead: ['3007', '11'],
  // End of weather and prices.
  // Knowledge base (issue 20).
  /** Writing, reviewing and previewing a company's articles, and their images (6004, add article). */
  knowledge: ['6004'],
  /** Reading published articles and their images: the three knowledge menus and the editors. */
  knowledgeRead: ['6001', '6002', '6003', '6004'],
  /** The pinned articles: the home page's panel and the knowledge pages. */
  knowledgePinned: ['1001', '6001', '6002', '6003', '6004'],
  // End of knowledge base.
  // Customer service, orders and after-sales (issue 22). Paying in the recharge centre needs only a session.
  /** My orders (10004); order management (10003) sees every order of its companies and records refunds. */
  ordersMine: ['10004'],
  ordersManage: ['10003'],
  /** A customer's own tickets and suggestions (10001, customer service); staff handle them (10002). */
  serviceCustomer: ['10001', '10002'],
  serviceStaff: ['10002'],
  // End of customer service.
  // Insect monitoring (issue 19): pictures, counting and areas (3009, both of its pages); writing
  // areas too, since the area statistics page is where they are drawn. The traps' latest counts
  // also feed the agriculture big screen (11).
  insects: ['3009'],
  insectAreas: ['3009'],
  insectsLive: ['3009', '11'],
  // End of insect monitoring.
  // WeChat mini-program (issue 22). The access token speaks for the whole mini-program: company
  // management (9001), and the service also insists on the platform administrator. Sending a
  // notice by hand belongs with setting up who rules notify (8002). Binding needs only a session.
  wxminiToken: ['9001'],
  wxminiSend: ['8002'],
  // End of WeChat mini-program.
} as const satisfies Record<string, readonly string[]>;

export type RouteGroup = keyof typeof ROUTE_ACCESS;
