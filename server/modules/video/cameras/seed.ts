import { registerSeedStep } from '../../../db/seed';
import { SEED_COMPANIES } from '../../../db/seed-data';
import { ensureActivityParam } from '../ai-detect/repository';
import { insertCamera } from './repository';

interface DemoCamera {
  serial: string;
  company: string;
  device: string | null;
  name: string;
  /** 0 still .. 1 darting shrimp. */
  motion: number;
}

/** The demo cameras: six at the aquaculture base, two at the reservoir, two in the greenhouses. */
export const DEMO_CAMERAS: DemoCamera[] = [
  { serial: 'SIM000001', company: 'fish', device: 'AW00001', name: '1号塘摄像头', motion: 0.85 },
  { serial: 'SIM000002', company: 'fish', device: 'AW00002', name: '2号塘摄像头', motion: 0.15 },
  { serial: 'SIM000003', company: 'fish', device: 'AW00003', name: '3号塘摄像头', motion: 0.5 },
  { serial: 'SIM000004', company: 'fish', device: 'AW00004', name: '4号塘摄像头', motion: 0.3 },
  { serial: 'SIM000005', company: 'fish', device: 'EYZ00001', name: '饲料仓库摄像头', motion: 0.05 },
  { serial: 'SIM000006', company: 'fish', device: null, name: '基地大门摄像头', motion: 0.1 },
  { serial: 'SIM000007', company: 'reservoir', device: 'EWL00001', name: '大坝摄像头', motion: 0.1 },
  { serial: 'SIM000008', company: 'reservoir', device: null, name: '溢洪道摄像头', motion: 0.6 },
  { serial: 'SIM000009', company: 'greenhouse', device: 'AG00001', name: '1号大棚摄像头', motion: 0.05 },
  { serial: 'SIM000010', company: 'greenhouse', device: 'AG00002', name: '2号大棚摄像头', motion: 0.1 },
];

registerSeedStep(async (trx) => {
  const companies = await trx.selectFrom('companies').select(['id', 'name']).execute();
  const idOf = (key: string) => companies.find((c) => c.name === SEED_COMPANIES.find((s) => s.key === key)?.name)?.id;
  for (const camera of DEMO_CAMERAS) {
    const tenant = idOf(camera.company);
    if (tenant === undefined) continue;
    await insertCamera(trx, {
      tenant_id: tenant,
      device_id: camera.device,
      name: camera.name,
      deviceSerial: camera.serial,
      channelNo: 1,
      provider: 'sim',
      motion: camera.motion,
    });
    // Pond cameras feed shrimp activity into their water-quality device.
    if (camera.device?.startsWith('AW')) await ensureActivityParam(trx, camera.device);
  }
});
