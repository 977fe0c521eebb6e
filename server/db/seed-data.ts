/**
 * The demo world: three companies, the platform admin, an agent, an ordinary customer and a few
 * more users, and devices of every type code with their parameters. Deterministic: the same data
 * on every machine, so tests and screenshots can name things.
 */
import { ALL_ACCESS_CODES } from '../../shared/contract/access-catalogue';

export interface SeedCompany { key: string; name: string; alias: string }
export interface SeedUser {
  user_name: string; password: string; real_name: string; company: string | null;
  user_type: 'admin' | 'agent' | 'customer'; screen_type: string; codes: string[];
  telephone: string; email: string; manages?: string[];
}
export interface SeedParam {
  param_key: string; param_name: string; param_name_en: string; param_unit: string; param_type?: 'float' | 'switch' | 'boolean';
  icon_key: string; min: number | null; max: number | null; startValue: number; endValue: number;
  valuePerfectL: number; valuePerfectH: number; isHigh: number;
}
export interface SeedDevice {
  device_id: string; device_name: string; device_type: string; company: string; address: string;
  province: string; city: string; longitude: number; latitude: number;
  sim?: { sim_number: string; sim_type: string; iccid?: string; supplier?: string; expiry_date?: string };
  boundTo?: string[];
}

export const SEED_COMPANIES: SeedCompany[] = [
  { key: 'fish', name: '湖州南浔绿源水产养殖基地', alias: 'Nanxun Aquaculture Base' },
  { key: 'reservoir', name: '千岛湖水库管理局', alias: 'Qiandao Lake Reservoir Authority' },
  { key: 'greenhouse', name: '寿光绿野蔬菜大棚合作社', alias: 'Shouguang Greenhouse Cooperative' },
];

const FARMER_CODES = ['1', '1001', '2', '2001', '3', '3001', '3002', '4', '4001', '4002', '5', '5001'];
/** What every customer of the demo reads: the knowledge base, its own service tickets and orders. */
const CUSTOMER_READS = ['6', '6001', '6002', '6003', '10', '10001', '10004'];
/** The fish base's duty staff keep its production logs, stores and sales. */
const BASE_STAFF_CODES = [
  ...FARMER_CODES, '11', ...CUSTOMER_READS,
  '12', '12001', '12002', '12003', '12004', '12005', '12006', '12007', '12008',
  '13', '13001', '13002', '13003', '13004', '13005', '13006', '14', '14001',
];
/** The greenhouse technician follows prices and insect traps. */
const GROWER_CODES = [...FARMER_CODES, '11', '3007', '3009', ...CUSTOMER_READS];

export const SEED_USERS: SeedUser[] = [
  { user_name: 'admin', password: 'admin123', real_name: '平台管理员', company: null, user_type: 'admin', screen_type: 'fish',
    codes: ALL_ACCESS_CODES, telephone: '13800000001', email: 'admin@smartmon.local' },
  { user_name: 'agent', password: 'agent123', real_name: '代理商王经理', company: 'reservoir', user_type: 'agent',
    screen_type: 'waterConservancy', codes: ALL_ACCESS_CODES.filter((c) => c !== '9001'),
    telephone: '13800000002', email: 'agent@smartmon.local', manages: ['reservoir', 'fish'] },
  { user_name: 'farmer', password: 'farmer123', real_name: '养殖户李师傅', company: 'fish', user_type: 'customer',
    screen_type: 'agriculture', codes: FARMER_CODES, telephone: '13800000003', email: 'farmer@smartmon.local' },
  { user_name: 'fishscreen', password: 'fish12345', real_name: '基地值班员', company: 'fish', user_type: 'customer',
    screen_type: 'fishScreen', codes: BASE_STAFF_CODES, telephone: '13800000004', email: 'duty@smartmon.local' },
  { user_name: 'grower', password: 'grower123', real_name: '大棚技术员赵工', company: 'greenhouse', user_type: 'customer',
    screen_type: 'agriculture', codes: GROWER_CODES, telephone: '13800000005', email: 'grower@smartmon.local' },
];

const p = (
  param_key: string, param_name: string, param_name_en: string, param_unit: string, icon_key: string,
  range: [number, number], perfect: [number, number], limits: [number | null, number | null], isHigh = 2,
  param_type: 'float' | 'switch' | 'boolean' = 'float',
): SeedParam => ({
  param_key, param_name, param_name_en, param_unit, icon_key, param_type,
  startValue: range[0], endValue: range[1], valuePerfectL: perfect[0], valuePerfectH: perfect[1],
  min: limits[0], max: limits[1], isHigh,
});

/** isHigh: 0 too low, 1 excess, 2 all (spec "warning types"). */
export const SEED_PARAMS: Record<string, SeedParam> = Object.fromEntries(
  [
    p('do', '溶解氧', 'Dissolved oxygen', 'mg/L', 'oxygen', [0, 20], [5, 9], [4, null], 0),
    p('water_temp', '水温', 'Water temperature', '°C', 'thermometer', [-5, 45], [18, 30], [10, 33]),
    p('ph', 'pH值', 'pH', '', 'ph', [0, 14], [6.5, 8.5], [6, 9]),
    p('nh3n', '氨氮', 'Ammonia nitrogen', 'mg/L', 'flask', [0, 10], [0, 0.5], [null, 1], 1),
    p('turbidity', '浊度', 'Turbidity', 'NTU', 'drop', [0, 1000], [0, 40], [null, 80], 1),
    p('soil_moisture', '土壤湿度', 'Soil moisture', '%', 'drop', [0, 100], [40, 70], [25, 90]),
    p('soil_temp', '土壤温度', 'Soil temperature', '°C', 'thermometer', [-20, 60], [15, 28], [5, 35]),
    p('air_temp', '空气温度', 'Air temperature', '°C', 'thermometer', [-40, 70], [18, 30], [0, 38]),
    p('air_humidity', '空气湿度', 'Air humidity', '%', 'cloud', [0, 100], [50, 80], [20, 95]),
    p('light', '光照强度', 'Light', 'lux', 'sun', [0, 200000], [10000, 60000], [null, 120000], 1),
    p('co2', '二氧化碳', 'CO2', 'ppm', 'cloud', [0, 10000], [400, 1200], [null, 2000], 1),
    p('water_level', '水位', 'Water level', 'm', 'water', [0, 200], [100, 106], [null, 108], 1),
    p('rainfall', '降雨量', 'Rainfall', 'mm', 'rain', [0, 500], [0, 10], [null, 50], 1),
    p('pm25', 'PM2.5', 'PM2.5', 'μg/m³', 'cloud', [0, 1000], [0, 35], [null, 75], 1),
    p('pm10', 'PM10', 'PM10', 'μg/m³', 'cloud', [0, 1000], [0, 50], [null, 150], 1),
    p('so2', '二氧化硫', 'SO2', 'μg/m³', 'cloud', [0, 2000], [0, 50], [null, 150], 1),
    p('no2', '二氧化氮', 'NO2', 'μg/m³', 'cloud', [0, 2000], [0, 40], [null, 80], 1),
    p('o3', '臭氧', 'O3', 'μg/m³', 'cloud', [0, 1000], [0, 100], [null, 160], 1),
    p('co', '一氧化碳', 'CO', 'mg/m³', 'cloud', [0, 100], [0, 2], [null, 4], 1),
    p('temperature', '温度', 'Temperature', '°C', 'thermometer', [-40, 40], [-22, -16], [-25, -12]),
    p('smoke', '烟雾浓度', 'Smoke', '%obs/m', 'fire', [0, 100], [0, 1], [null, 5], 1),
    p('gas', '可燃气体', 'Combustible gas', '%LEL', 'fire', [0, 100], [0, 5], [null, 20], 1),
    p('relay', '继电器', 'Relay', '', 'switch', [0, 1], [0, 1], [null, null], 2, 'switch'),
    p('voltage', '电压', 'Voltage', 'V', 'bolt', [0, 300], [210, 230], [190, 250]),
    p('aerator', '增氧机', 'Aerator', '', 'switch', [0, 1], [0, 1], [null, null], 2, 'switch'),
  ].map((param) => [param.param_key, param]),
);

/** Which parameters each device type reports (shared with device creation). */
export { PARAMS_BY_TYPE } from '../../shared/contract/device-types';

const expired = '2026-10-01';
const valid = '2027-12-31';

const d = (
  device_id: string, device_name: string, device_type: string, company: string,
  place: [string, string, string, number, number], extra: Partial<SeedDevice> = {},
): SeedDevice => ({
  device_id, device_name, device_type, company, address: place[0], province: place[1], city: place[2],
  longitude: place[3], latitude: place[4], ...extra,
});

const NANXUN = (n: number): [string, string, string, number, number] =>
  [`浙江省湖州市南浔区和孚镇绿源基地${n}号塘`, '浙江省', '湖州市', 120.2312 + (n % 4) * 0.0021, 30.7893 + Math.floor(n / 4) * 0.0017];
const QIANDAO = (n: number): [string, string, string, number, number] =>
  [`浙江省杭州市淳安县千岛湖${['坝前', '威坪', '汾口', '姜家', '界首'][n]}监测站`, '浙江省', '杭州市', 118.9 + n * 0.062, 29.6 + n * 0.021];
const SHOUGUANG = (n: number): [string, string, string, number, number] =>
  [`山东省潍坊市寿光市孙家集街道绿野合作社${n}号棚`, '山东省', '潍坊市', 118.7912 + n * 0.0018, 36.8512 + (n % 2) * 0.0012];

export const SEED_DEVICES: SeedDevice[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
    d(`AW0000${n}`, `${n}号塘水质监测仪`, 'AW', 'fish', NANXUN(n), {
      boundTo: n <= 4 ? ['farmer', 'fishscreen'] : ['fishscreen'],
      sim: n <= 3
        ? { sim_number: `1440${n}000000${n}`, sim_type: '500M', iccid: `8986041920000000000${n}`, supplier: 'wm', expiry_date: n <= 2 ? expired : valid }
        : { sim_number: `1440${n}000000${n}`, sim_type: '50M' },
    }),
  ),
  d('ET000001', '基地气象站', 'ET', 'fish', NANXUN(9), { boundTo: ['farmer', 'fishscreen'] }),
  d('EYZ00001', '饲料仓库烟感', 'EYZ', 'fish', NANXUN(10), { boundTo: ['fishscreen'] }),
  d('T0000001', '冷库温度监测', 'T', 'fish', NANXUN(11), { boundTo: ['fishscreen'],
    sim: { sim_number: '14400000011', sim_type: '30M', iccid: '89860419200000000011', supplier: 'wm', expiry_date: '2026-09-15' } }),
  d('EX000001', '柴油发电机房防爆监测', 'EX', 'fish', NANXUN(12)),
  d('PTP00001', '1号增氧机控制器', 'PTP', 'fish', NANXUN(13)),
  d('PTP00002', '2号增氧机控制器', 'PTP', 'fish', NANXUN(14)),
  ...[0, 1, 2, 3].map((n) =>
    d(`EWL0000${n + 1}`, `${['坝前', '威坪', '汾口', '姜家'][n]}水位雨量站`, 'EWL', 'reservoir', QIANDAO(n), {
      sim: { sim_number: `1450${n}0000000`, sim_type: '30G', iccid: `8986042000000000010${n}`, supplier: n === 0 ? 'wm' : 'yd', expiry_date: n === 0 ? '2026-08-01' : valid },
    }),
  ),
  d('ES000001', '界首空气质量站', 'ES', 'reservoir', QIANDAO(4)),
  d('ET000002', '坝顶气象站', 'ET', 'reservoir', QIANDAO(0)),
  ...[1, 2, 3, 4].map((n) => d(`AG0000${n}`, `${n}号大棚环境监测`, 'AG', 'greenhouse', SHOUGUANG(n), { boundTo: ['grower'] })),
  d('ES000002', '合作社空气质量站', 'ES', 'greenhouse', SHOUGUANG(5), { boundTo: ['grower'] }),
  d('EYZ00002', '农资仓库烟感', 'EYZ', 'greenhouse', SHOUGUANG(6), { boundTo: ['grower'] }),
];
