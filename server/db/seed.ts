import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types';
import { hashPassword } from '../auth/passwords';
import { PARAMS_BY_TYPE, SEED_COMPANIES, SEED_DEVICES, SEED_PARAMS, SEED_USERS, type SeedDevice } from './seed-data';
import './core-tables';

/**
 * A step of the demo data that runs after the core (companies, users, devices). Later modules
 * (telemetry backfill, cameras, rules) append theirs with registerSeedStep.
 */
export type SeedStep = (trx: Transaction<DB>) => Promise<void>;
const EXTRA_STEPS: SeedStep[] = [];

export function registerSeedStep(step: SeedStep): void {
  EXTRA_STEPS.push(step);
}

/** Loads the demo data when the database has no company yet; returns whether it did. */
export async function seedIfEmpty(db: Kysely<DB>): Promise<boolean> {
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemo(db);
  return true;
}

export async function seedDemo(db: Kysely<DB>): Promise<void> {
  const hashes = await Promise.all(SEED_USERS.map((u) => hashPassword(u.password)));
  await db.transaction().execute(async (trx) => {
    const companyIds = new Map<string, number>();
    for (const company of SEED_COMPANIES) {
      const row = await trx
        .insertInto('companies')
        .values({ name: company.name, alias: company.alias })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.set(company.key, row.id);
    }

    const userIds = new Map<string, number>();
    for (const [i, user] of SEED_USERS.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          user_name: user.user_name,
          real_name: user.real_name,
          pwd_hash: hashes[i],
          tenant_id: user.company ? companyIds.get(user.company)! : null,
          user_type: user.user_type,
          telephone: user.telephone,
          email: user.email,
          screen_type: user.screen_type,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(user.user_name, row.id);
      await trx
        .insertInto('user_access')
        .values(user.codes.map((code) => ({ user_id: row.id, code })))
        .execute();
      for (const managed of user.manages ?? []) {
        await trx.insertInto('agent_companies').values({ user_id: row.id, company_id: companyIds.get(managed)! }).execute();
      }
    }

    await trx
      .insertInto('param_defs')
      .values(
        Object.values(SEED_PARAMS).map((param) => ({
          param_key: param.param_key,
          param_name: param.param_name,
          param_name_en: param.param_name_en,
          param_type: param.param_type ?? 'float',
          param_unit: param.param_unit,
          icon_key: param.icon_key,
          desc: `${param.param_name_en} (${param.param_unit || '-'})`,
        })),
      )
      .execute();

    for (const device of SEED_DEVICES) await insertSeedDevice(trx, device, companyIds.get(device.company)!, userIds);

    for (const step of EXTRA_STEPS) await step(trx);
  });
}

/**
 * One demo device of a company with the parameters of its type and the users it is bound to
 * (by name, among userIds). The API tests' per-file companies add theirs the same way.
 */
export async function insertSeedDevice(trx: Kysely<DB>, device: SeedDevice, tenantId: number, userIds: Map<string, number>): Promise<void> {
  await trx
    .insertInto('devices')
    .values({
      device_id: device.device_id,
      device_name: device.device_name,
      device_type: device.device_type,
      description: device.address,
      address: device.address,
      province: device.province,
      city: device.city,
      longitude: device.longitude,
      latitude: device.latitude,
      tenant_id: tenantId,
      sim_number: device.sim?.sim_number ?? null,
      sim_type: device.sim?.sim_type ?? null,
      iccid: device.sim?.iccid ?? null,
      supplier: device.sim?.supplier ?? null,
      expiry_date: device.sim?.expiry_date ?? null,
    })
    .execute();
  const params = PARAMS_BY_TYPE[device.device_type] ?? [];
  await trx
    .insertInto('device_params')
    .values(
      params.map((key) => {
        const param = SEED_PARAMS[key];
        return {
          device_id: device.device_id,
          param_key: key,
          name: param.param_name,
          max: param.max,
          min: param.min,
          isHigh: param.isHigh,
          period: 10,
          maxTime: 3,
          startValue: param.startValue,
          endValue: param.endValue,
          waitTime: 30,
          correcting: 0,
          valuePerfectL: param.valuePerfectL,
          valuePerfectH: param.valuePerfectH,
          prompt_id: param.isHigh,
          isOpen: 1,
        };
      }),
    )
    .execute();
  for (const userName of device.boundTo ?? []) {
    await trx.insertInto('device_users').values({ user_id: userIds.get(userName) ?? fail(userName), device_id: device.device_id }).execute();
  }
}

function fail(userName: string): never {
  throw new Error(`seed: no user ${userName} to bind a device to`);
}
