import { SEED_DEVICES, type SeedDevice } from '../../db/seed-data';
import type { DroneModel, Ring, SiteLayout } from '../../../shared/contract/api/sites';

/** A demo site around the seeded devices of one company (keys of SEED_COMPANIES). */
export interface DemoSite {
  company: string;
  name: string;
  name_en: string;
  kind: 'aquaculture' | 'reservoir' | 'greenhouse';
  longitude: number;
  latitude: number;
  radius_m: number;
  layout: SiteLayout;
  drone_model: DroneModel | null;
  ponds: Array<{ name: string; polygon: Ring; device_id: string; species: string; stock_count: number; stocked_at: string; density: number }>;
}

const M_PER_DEG_LAT = 111_320;
const mPerDegLon = (lat: number) => M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
const round = (v: number) => Math.round(v * 1e7) / 1e7;

/** A w x h metre rectangle centred on a point, as a ring. */
export function rectAround(lon: number, lat: number, wM: number, hM: number): Ring {
  const dx = wM / 2 / mPerDegLon(lat);
  const dy = hM / 2 / M_PER_DEG_LAT;
  return [
    [round(lon - dx), round(lat - dy)],
    [round(lon + dx), round(lat - dy)],
    [round(lon + dx), round(lat + dy)],
    [round(lon - dx), round(lat + dy)],
  ];
}

/** A point moved east/north by metres. */
const offset = (lon: number, lat: number, eastM: number, northM: number): [number, number] => [
  round(lon + eastM / mPerDegLon(lat)),
  round(lat + northM / M_PER_DEG_LAT),
];

const polygon = (kind: string, ring: Ring, extra: { name?: string; height?: number } = {}) => ({
  type: 'Feature' as const,
  geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] },
  properties: { kind, ...extra },
});

const device = (id: string): SeedDevice => {
  const found = SEED_DEVICES.find((d) => d.device_id === id);
  if (!found) throw new Error(`seed device ${id} is missing`);
  return found;
};

function centre(devices: SeedDevice[]): [number, number] {
  const lon = devices.reduce((s, d) => s + d.longitude, 0) / devices.length;
  const lat = devices.reduce((s, d) => s + d.latitude, 0) / devices.length;
  return [round(lon), round(lat)];
}

const SPECIES = ['南美白对虾', '加州鲈', '草鱼', '鳜鱼'];

function fishSite(): DemoSite {
  const all = SEED_DEVICES.filter((d) => d.company === 'fish');
  const [lon, lat] = centre(all);
  const monitors = all.filter((d) => d.device_type === 'AW');
  const building = (id: string, name: string, w: number, h: number, height: number) => {
    const d = device(id);
    return polygon('building', rectAround(d.longitude, d.latitude, w, h), { name, height });
  };
  return {
    company: 'fish',
    name: '绿源水产养殖基地',
    name_en: 'Lvyuan aquaculture base',
    kind: 'aquaculture',
    longitude: lon,
    latitude: lat,
    radius_m: 1500,
    layout: {
      type: 'FeatureCollection',
      features: [
        polygon('boundary', rectAround(lon, lat, 900, 900), { name: '基地边界' }),
        building('EYZ00001', '饲料仓库', 40, 25, 8),
        building('T0000001', '冷库', 30, 20, 6),
        building('EX000001', '发电机房', 16, 10, 4),
      ],
    },
    drone_model: { format: 'glb', url: '/models/demo-site.glb' },
    ponds: monitors.map((d, i) => ({
      name: d.device_name.replace('水质监测仪', ''),
      polygon: rectAround(d.longitude, d.latitude, 160, 140),
      device_id: d.device_id,
      species: SPECIES[i % SPECIES.length],
      stock_count: 40_000 + i * 5_000,
      stocked_at: `2026-0${3 + (i % 3)}-1${i % 10}`,
      density: Math.round(((40_000 + i * 5_000) / (160 * 140)) * 10) / 10,
    })),
  };
}

function reservoirSite(): DemoSite {
  const dam = device('EWL00001');
  const [lon, lat] = [dam.longitude, dam.latitude];
  const damRing: Ring = [offset(lon, lat, 60, -200), offset(lon, lat, 90, -200), offset(lon, lat, 90, 200), offset(lon, lat, 60, 200)];
  const water: Ring = [
    offset(lon, lat, 55, -190), offset(lon, lat, 55, 190), offset(lon, lat, -300, 420), offset(lon, lat, -900, 520),
    offset(lon, lat, -1400, 200), offset(lon, lat, -1200, -350), offset(lon, lat, -500, -450),
  ];
  return {
    company: 'reservoir',
    name: '千岛湖大坝',
    name_en: 'Qiandao Lake dam',
    kind: 'reservoir',
    longitude: lon,
    latitude: lat,
    radius_m: 3000,
    layout: {
      type: 'FeatureCollection',
      features: [
        polygon('water', water, { name: '库区' }),
        polygon('dam', damRing, { name: '大坝', height: 30 }),
        polygon('building', rectAround(...offset(lon, lat, 160, -120), 30, 18), { name: '管理房', height: 7 }),
      ],
    },
    drone_model: { format: '3dtiles', url: '/models/demo-tiles/tileset.json' },
    ponds: [],
  };
}

function greenhouseSite(): DemoSite {
  const all = SEED_DEVICES.filter((d) => d.company === 'greenhouse');
  const [lon, lat] = centre(all);
  const houses = all.filter((d) => d.device_type === 'AG');
  const store = device('EYZ00002');
  return {
    company: 'greenhouse',
    name: '绿野蔬菜大棚基地',
    name_en: 'Lvye greenhouse base',
    kind: 'greenhouse',
    longitude: lon,
    latitude: lat,
    radius_m: 1500,
    layout: {
      type: 'FeatureCollection',
      features: [
        polygon('boundary', rectAround(lon, lat, 1200, 500), { name: '基地边界' }),
        ...houses.map((d) => polygon('greenhouse', rectAround(d.longitude, d.latitude, 90, 14), { name: d.device_name.replace('环境监测', ''), height: 4 })),
        polygon('building', rectAround(store.longitude, store.latitude, 30, 20), { name: '农资仓库', height: 6 }),
      ],
    },
    drone_model: null,
    ponds: [],
  };
}

/** The demo sites, built from the seeded device coordinates so layouts and devices line up. */
export function demoSites(): DemoSite[] {
  return [fishSite(), reservoirSite(), greenhouseSite()];
}
