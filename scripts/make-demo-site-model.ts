/**
 * Writes the demo drone model of the fish base: public/models/demo-site.glb (a terrain mesh with
 * pond basins, dykes and buildings in vertex colours, metres around the site centre, y up) and
 * public/models/demo-tiles/tileset.json (the same mesh as an OGC 3D Tiles 1.1 tileset), so the
 * drone model viewer works offline. Deterministic; run with `npx tsx scripts/make-demo-site-model.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoSites } from '../server/modules/sites/demo-layouts';

const GRID = 64;
const SIZE_M = 900;
const POND_DEPTH = 2.2;
const DYKE = 0.8;

const site = demoSites().find((s) => s.kind === 'aquaculture')!;
const kx = 111_320 * Math.cos((site.latitude * Math.PI) / 180);
const local = ([lon, lat]: [number, number]): [number, number] => [(lon - site.longitude) * kx, (lat - site.latitude) * 111_320];
const ponds = site.ponds.map((p) => p.polygon.map(local));
const buildings = site.layout.features
  .filter((f) => f.properties.kind === 'building')
  .map((f) => ({ ring: ((f.geometry.coordinates as number[][][])[0] as [number, number][]).map(local), height: f.properties.height ?? 5 }));

function inside(ring: [number, number][], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Height (m) and colour of the ground at local east/north metres. */
function sample(x: number, y: number): { h: number; c: [number, number, number] } {
  const roll = Math.sin(x / 90) * Math.cos(y / 110) * 0.6;
  for (const b of buildings) if (inside(b.ring, x, y)) return { h: b.height, c: [150, 150, 158] };
  for (const ring of ponds) if (inside(ring, x, y)) return { h: -POND_DEPTH, c: [52, 112, 170] };
  const nearPond = ponds.some((ring) => ring.some(([px, py]) => Math.hypot(px - x, py - y) < 120));
  return nearPond ? { h: DYKE + roll * 0.2, c: [176, 150, 110] } : { h: roll, c: [96, 150, 72] };
}

const n = GRID + 1;
const positions = new Float32Array(n * n * 3);
const colors = new Uint8Array(n * n * 4);
for (let j = 0; j < n; j++) {
  for (let i = 0; i < n; i++) {
    const x = -SIZE_M / 2 + (i * SIZE_M) / GRID;
    const north = -SIZE_M / 2 + (j * SIZE_M) / GRID;
    const { h, c } = sample(x, north);
    const k = j * n + i;
    // glTF is y up; north is -z.
    positions.set([x, h, -north], k * 3);
    colors.set([...c, 255], k * 4);
  }
}
const indices = new Uint16Array(GRID * GRID * 6);
let o = 0;
for (let j = 0; j < GRID; j++) {
  for (let i = 0; i < GRID; i++) {
    const a = j * n + i;
    indices.set([a, a + 1, a + n, a + 1, a + n + 1, a + n], o);
    o += 6;
  }
}
const normals = new Float32Array(positions.length);
for (let t = 0; t < indices.length; t += 3) {
  const [a, b, c] = [indices[t], indices[t + 1], indices[t + 2]];
  const ux = positions[b * 3] - positions[a * 3], uy = positions[b * 3 + 1] - positions[a * 3 + 1], uz = positions[b * 3 + 2] - positions[a * 3 + 2];
  const vx = positions[c * 3] - positions[a * 3], vy = positions[c * 3 + 1] - positions[a * 3 + 1], vz = positions[c * 3 + 2] - positions[a * 3 + 2];
  const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
  for (const v of [a, b, c]) {
    normals[v * 3] += nx;
    normals[v * 3 + 1] += ny;
    normals[v * 3 + 2] += nz;
  }
}
for (let v = 0; v < normals.length; v += 3) {
  const len = Math.hypot(normals[v], normals[v + 1], normals[v + 2]) || 1;
  // Winding gives downward normals for this grid order; flip them up.
  const sign = normals[v + 1] < 0 ? -1 : 1;
  normals[v] = (sign * normals[v]) / len;
  normals[v + 1] = (sign * normals[v + 1]) / len;
  normals[v + 2] = (sign * normals[v + 2]) / len;
}

const pad4 = (b: Buffer) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
const parts = [Buffer.from(positions.buffer), Buffer.from(normals.buffer), Buffer.from(colors.buffer), Buffer.from(indices.buffer)].map(pad4);
const offsets = parts.reduce<number[]>((acc, _p, i) => [...acc, i === 0 ? 0 : acc[i - 1] + parts[i - 1].length], []);
const bin = Buffer.concat(parts);
let minY = Infinity, maxY = -Infinity;
for (let v = 1; v < positions.length; v += 3) {
  minY = Math.min(minY, positions[v]);
  maxY = Math.max(maxY, positions[v]);
}
const gltf = {
  asset: { version: '2.0', generator: 'smartmon make-demo-site-model' },
  scene: 0,
  scenes: [{ nodes: [0] }],
  nodes: [{ mesh: 0, name: 'demo-site-terrain' }],
  meshes: [{ primitives: [{ attributes: { POSITION: 0, NORMAL: 1, COLOR_0: 2 }, indices: 3, material: 0 }] }],
  // Two-sided so the viewer can orbit under the edge of the terrain without it vanishing.
  materials: [{ pbrMetallicRoughness: { baseColorFactor: [1, 1, 1, 1], metallicFactor: 0, roughnessFactor: 1 }, doubleSided: true }],
  buffers: [{ byteLength: bin.length }],
  bufferViews: parts.map((p, i) => ({ buffer: 0, byteOffset: offsets[i], byteLength: [positions, normals, colors, indices][i].byteLength, ...(i === 3 ? { target: 34963 } : { target: 34962 }) })),
  accessors: [
    { bufferView: 0, componentType: 5126, count: n * n, type: 'VEC3', min: [-SIZE_M / 2, minY, -SIZE_M / 2], max: [SIZE_M / 2, maxY, SIZE_M / 2] },
    { bufferView: 1, componentType: 5126, count: n * n, type: 'VEC3' },
    { bufferView: 2, componentType: 5121, normalized: true, count: n * n, type: 'VEC4' },
    { bufferView: 3, componentType: 5123, count: indices.length, type: 'SCALAR' },
  ],
};
const json = pad4(Buffer.from(JSON.stringify(gltf), 'utf8'));
for (let i = json.length - 1; i >= 0 && json[i] === 0; i--) json[i] = 0x20;
const header = Buffer.alloc(12);
header.writeUInt32LE(0x46546c67, 0);
header.writeUInt32LE(2, 4);
header.writeUInt32LE(12 + 8 + json.length + 8 + bin.length, 8);
const chunk = (type: number, body: Buffer) => {
  const h = Buffer.alloc(8);
  h.writeUInt32LE(body.length, 0);
  h.writeUInt32LE(type, 4);
  return Buffer.concat([h, body]);
};
const glb = Buffer.concat([header, chunk(0x4e4f534a, json), chunk(0x004e4942, bin)]);

const out = path.resolve('public/models');
mkdirSync(path.join(out, 'demo-tiles'), { recursive: true });
writeFileSync(path.join(out, 'demo-site.glb'), glb);
// 3D Tiles are z up: the box spans the terrain's east, north and height in metres.
const tileset = {
  asset: { version: '1.1' },
  geometricError: 100,
  root: {
    boundingVolume: { box: [0, 0, (minY + maxY) / 2, SIZE_M / 2, 0, 0, 0, SIZE_M / 2, 0, 0, 0, Math.max(1, (maxY - minY) / 2)] },
    geometricError: 0,
    refine: 'ADD',
    content: { uri: '../demo-site.glb' },
  },
};
writeFileSync(path.join(out, 'demo-tiles', 'tileset.json'), `${JSON.stringify(tileset, null, 2)}\n`);
console.log(`demo-site.glb ${glb.length} bytes, ${n * n} vertices, ${indices.length / 3} triangles`);
