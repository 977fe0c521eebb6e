import { registerSeedStep } from '../../db/seed';
import { SEED_COMPANIES } from '../../db/seed-data';
import { INSECT_COUNT_PARAM } from '../../../shared/contract/api/insects';
import { outlineAround } from './outline';
import './tables';

/** The greenhouse monitors carry a trap camera over a yellow sticky board; two areas group them. */
export const DEMO_TRAPS = ['AG00001', 'AG00002', 'AG00003', 'AG00004'];
const DEMO_AREAS = [
  { name: '东区大棚', note: 'East greenhouses', traps: ['AG00001', 'AG00002'] },
  { name: '西区大棚', note: 'West greenhouses', traps: ['AG00003', 'AG00004'] },
];
/** A picture with more insects than this raises an alarm (the parameter's upper limit). */
const ALARM_COUNT = 60;

// Inside the seed transaction, after the core devices.
registerSeedStep(async (trx) => {
  const company = await trx.selectFrom('companies').select('id').where('name', '=', SEED_COMPANIES.find((c) => c.key === 'greenhouse')!.name).executeTakeFirst();
  if (!company) return;
  const devices = await trx.selectFrom('devices').select(['device_id', 'longitude', 'latitude']).where('device_id', 'in', DEMO_TRAPS).execute();
  if (devices.length === 0) return;
  await trx
    .insertInto('device_params')
    .values(
      devices.map((d) => ({
        device_id: d.device_id,
        param_key: INSECT_COUNT_PARAM,
        name: '虫情数量',
        max: ALARM_COUNT,
        min: null,
        isHigh: 1,
        period: 30,
        maxTime: 1,
        startValue: 0,
        endValue: null,
        waitTime: 0,
        correcting: 0,
        valuePerfectL: 0,
        valuePerfectH: 30,
        prompt_id: 1,
        isOpen: 1,
      })),
    )
    .execute();
  for (const area of DEMO_AREAS) {
    const members = devices.filter((d) => area.traps.includes(d.device_id));
    if (members.length === 0) continue;
    const { id } = await trx
      .insertInto('insect_areas')
      .values({ tenant_id: company.id, name: area.name, note: area.note, outline: JSON.stringify(outlineAround(members)) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('insect_area_traps').values(members.map((m) => ({ area_id: id, device_id: m.device_id }))).execute();
  }
});
