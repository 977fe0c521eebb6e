/**
 * Every access code of the console (spec section 2, plus 11 for the big screens), with the menu
 * group it belongs to, its path and its names. Plain data with no imports: the console's route
 * manifest reads it on the login page's bundle (scripts/check-bundle.mjs), so it carries neither
 * typebox nor the route groups (ROUTE_ACCESS, ./access-catalogue.ts, which re-exports all of this).
 */
export interface AccessEntry {
  code: string;
  /** The group's own code; equal to `code` for a group. */
  group: string;
  path: string;
  zh: string;
  en: string;
}

const group = (code: string, path: string, zh: string, en: string): AccessEntry => ({ code, group: code, path, zh, en });
const child = (g: string, code: string, path: string, zh: string, en: string): AccessEntry => ({ code, group: g, path, zh, en });

export const ACCESS_CATALOGUE: AccessEntry[] = [
  group('1', '/home', '首页', 'Home'),
  child('1', '1001', '/home/index', '首页', 'Home index'),
  group('2', '/map', '地图', 'Map'),
  child('2', '2001', '/map/index', '设备地图', 'Device map'),
  group('3', '/analysis', '数据分析', 'Analysis'),
  child('3', '3001', '/analysis/realtime', '实时数据', 'Real-time data'),
  child('3', '3002', '/analysis/history', '历史数据', 'History data'),
  child('3', '3003', '/analysis/compare', '对比分析', 'Comparison analysis'),
  child('3', '3004', '/analysis/pollution', '污染源', 'Pollution source'),
  child('3', '3005', '/analysis/overview', '监测因子汇总', 'Monitoring-factor summary'),
  child('3', '3007', '/analysis/price-product', '价格趋势', 'Price trend'),
  child('3', '3008', '/analysis/alarm_analysis', '故障分析', 'Fault analysis'),
  child('3', '3009', '/analysis/insectpic_analysis', '虫情图片分析', 'Insect pictures'),
  group('4', '/diagnose', '诊断', 'Diagnosis'),
  child('4', '4001', '/diagnose/realtime', '实时数据', 'Real-time data'),
  child('4', '4002', '/diagnose/monitor-video', '全部摄像头', 'All cameras'),
  child('4', '4003', '/diagnose/picture-proces', '历史图片', 'Historical images'),
  child('4', '4003001', '/diagnose/picture-proces/history', '图片时间线', 'Image timeline'),
  child('4', '4004', '/diagnose/gismap', '3D模型', '3D model'),
  child('4', '4005', '/diagnose/gisDJmap', '无人机3D模型', '3D drone model'),
  child('4', '4006', '/diagnose/gis-picture', '养殖地图', 'Breeding map'),
  group('5', '/report', '报表', 'Reports'),
  child('5', '5001', '/report/day', '日报表', 'Daily report'),
  child('5', '5002', '/report/week', '周报表', 'Weekly report'),
  child('5', '5003', '/report/month', '月报表', 'Monthly report'),
  child('5', '5004', '/report/pollution', '优良污染天数', 'Good and polluted days'),
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
  child('12', '12007', '/production/farm-log', '农机维护日志', 'Farm machinery maintenance log'),
  child('12', '12008', '/production/base-manage', '基地/池塘', 'Bases and ponds'),
  group('13', '/warehousing', '仓储供应', 'Warehousing and supply'),
  child('13', '13001', '/warehousing/supplier', '供应商', 'Suppliers'),
  child('13', '13002', '/warehousing/customer', '客户', 'Customers'),
  child('13', '13003', '/warehousing/seed', '种苗', 'Seedlings'),
  child('13', '13004', '/warehousing/fodder', '饲料', 'Fodder'),
  child('13', '13005', '/warehousing/medicines', '药品', 'Medicines'),
  child('13', '13006', '/warehousing/transport', '运输', 'Transport'),
  group('14', '/sales', '销售', 'Sales'),
  child('14', '14001', '/sales/fish-base', '销售', 'Sales'),
  group('15', '/ai-detcte', 'AI识别', 'AI recognition'),
];

export const ALL_ACCESS_CODES: string[] = ACCESS_CATALOGUE.map((e) => e.code);
export const ACCESS_BY_CODE = new Map(ACCESS_CATALOGUE.map((e) => [e.code, e]));
/** By path: the console's route manifest takes its pages' codes and titles from here. */
export const ACCESS_BY_PATH = new Map(ACCESS_CATALOGUE.map((e) => [e.path, e]));
