import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../server/auth/passwords';
import { insertSeedDevice } from '../../server/db/seed';
import { ensureDeviceSecrets } from '../../server/mqtt/device-secrets';
import { SEED_DEVICES, SEED_USERS } from '../../server/db/seed-data';
import type { TestServer } from './test-server';

/** A company of its own for one test file on a shared server (shared-server.ts). */
export interface TestCompany {
  id: number;
  name: string;
  alias: string;
  /** Log-in name and password, as DEMO's: an agent managing only this company (the demo agent's rights). */
  agent: readonly [string, string];
  /** A customer of this company bound to all its devices (the demo farmer's rights). */
  farmer: readonly [string, string];
  /** The company's devices (pond monitors unless `like` says otherwise), bound to the farmer and the `users`. */
  devices: string[];
  /** Log-in name and password of each customer asked for in `users`, by the demo user whose rights it has. */
  users: Partial<Record<DemoCustomer, readonly [string, string]>>;
}

/** Demo customers whose rights a company's extra user may have: the fish base's duty staff, the greenhouse technician. */
export type DemoCustomer = 'fishscreen' | 'grower';

export interface CompanyOptions {
  /** How many devices (default 2). */
  devices?: number;
  /** The seed device the company's devices copy, type and parameters (default AW00001, the pond monitor). */
  like?: string;
  /** Customers beside the farmer, each with the named demo user's rights, bound to all the company's devices. */
  users?: DemoCustomer[];
}

const rightsOf = (name: string) => SEED_USERS.find((user) => user.user_name === name)!;

/**
 * A new company in the server's database with an agent, a customer, the `users` asked for and
 * `devices` devices, written as the demo seed writes its own (server/db/seed.ts), with names
 * no other file's company has: what a file makes with these accounts is seen by no other file on
 * the same server.
 */
export async function freshCompany(server: TestServer, options: CompanyOptions = {}): Promise<TestCompany> {
  const tag = randomUUID().slice(0, 8);
  const [name, alias] = [`测试公司 ${tag}`, `Test company ${tag}`];
  const roles: ('agent' | 'farmer' | DemoCustomer)[] = ['agent', 'farmer', ...(options.users ?? [])];
  const accounts = Object.fromEntries(roles.map((role) => [role, [`${role}-${tag}`, `${role}-${tag}`] as const]));
  const hashes = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await hashPassword(accounts[role][1])] as const)));
  const model = SEED_DEVICES.find((device) => device.device_id === (options.like ?? 'AW00001'))!;
  const devices = Array.from({ length: options.devices ?? 2 }, (_, i) => `${model.device_type}-${tag}-${i + 1}`);
  const id = await server.app.database.db.transaction().execute(async (trx) => {
    const company = await trx.insertInto('companies').values({ name, alias }).returning('id').executeTakeFirstOrThrow();
    const userIds = new Map<string, number>();
    for (const role of roles) {
      const demo = rightsOf(role);
      const user = await trx
        .insertInto('users')
        .values({
          user_name: accounts[role][0], real_name: demo.real_name, pwd_hash: hashes[role], tenant_id: company.id,
          user_type: demo.user_type, telephone: demo.telephone, email: `${role}-${tag}@smartmon.local`, screen_type: demo.screen_type,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(role, user.id);
      await trx.insertInto('user_access').values(demo.codes.map((code) => ({ user_id: user.id, code }))).execute();
    }
    await trx.insertInto('agent_companies').values({ user_id: userIds.get('agent')!, company_id: company.id }).execute();
    for (const [i, device_id] of devices.entries()) {
      await insertSeedDevice(trx, { ...model, device_id, device_name: `${i + 1}号塘 ${tag}`, company: alias, sim: undefined, boundTo: roles.filter((role) => role !== 'agent') }, company.id, userIds);
    }
    return company.id;
  });
  await announceDevices(server, devices);
  const users = Object.fromEntries((options.users ?? []).map((role) => [role, accounts[role]]));
  return { id, name, alias, agent: accounts.agent, farmer: accounts.farmer, devices, users };
}

/** As a start does for seeded devices, then what the device list's add announces on the bus ('config'), awaited. */
async function announceDevices(server: TestServer, devices: string[]): Promise<void> {
  // The secret the simulator (and connectDevice) derives.
  await ensureDeviceSecrets(server.app.database.db, server.app.simKey);
  // Awaited, so the ingest knows them before the file publishes.
  for (const deviceId of devices) await server.app.ingest.registry.reload(deviceId);
}

export interface MoreDevices {
  /** The seed device they copy, type and parameters (e.g. `PTP00001` an aerator controller, `ET000001` a weather station). */
  like: string;
  /** How many (default 1). */
  devices?: number;
  /** The company's customers they are bound to, by role (default none: only the agent sees them, as the demo's AW00005). */
  boundTo?: ('farmer' | DemoCustomer)[];
}

/**
 * More devices for a company of freshCompany's, of another type or bound to fewer of its
 * customers than its first ones (a file that needs a device its farmer may not see); returns their ids.
 */
export async function addCompanyDevices(server: TestServer, company: TestCompany, options: MoreDevices): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const model = SEED_DEVICES.find((device) => device.device_id === options.like)!;
  const devices = Array.from({ length: options.devices ?? 1 }, (_, i) => `${model.device_type}-${tag}-${i + 1}`);
  const accounts = { farmer: company.farmer, ...company.users };
  const boundTo = options.boundTo ?? [];
  await server.app.database.db.transaction().execute(async (trx) => {
    const userIds = new Map<string, number>();
    for (const role of boundTo) {
      const user = await trx.selectFrom('users').select('id').where('user_name', '=', accounts[role]![0]).executeTakeFirstOrThrow();
      userIds.set(role, user.id);
    }
    for (const [i, device_id] of devices.entries()) {
      await insertSeedDevice(trx, { ...model, device_id, device_name: `${model.device_name} ${tag}-${i + 1}`, company: company.alias, sim: undefined, boundTo }, company.id, userIds);
    }
  });
  await announceDevices(server, devices);
  return devices;
}

/** Three companies shaped like the demo's: fish ponds (2 devices), a reservoir and a greenhouse with a grower. */
export interface DemoLikeCompanies {
  fish: TestCompany;
  reservoir: TestCompany;
  greenhouse: TestCompany;
}

/**
 * The demo's three companies, of the file's own: the fish company's agent also manages the
 * reservoir, as the demo agent does, so an agent's view over two companies can be tested.
 */
export async function demoLikeCompanies(server: TestServer): Promise<DemoLikeCompanies> {
  const [fish, reservoir, greenhouse] = await Promise.all([
    freshCompany(server),
    freshCompany(server, { devices: 1, like: 'EWL00001' }),
    freshCompany(server, { devices: 1, like: 'AG00001', users: ['grower'] }),
  ]);
  const db = server.app.database.db;
  const agentId = (await db.selectFrom('users').select('id').where('user_name', '=', fish.agent[0]).executeTakeFirstOrThrow()).id;
  await db.insertInto('agent_companies').values({ user_id: agentId, company_id: reservoir.id }).execute();
  return { fish, reservoir, greenhouse };
}
