import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError, forbidden } from '../../http/app-error';
import { filterVisibleDeviceIds, visibleCompanyIds } from '../../auth/scope';
import { holdsCode, type SessionUser } from '../../auth/session-user';
import { asViewer, assertUserManageable, assertUserVisible, loadTargetUser, viewerFor } from '../users';
import type { DevicePageQuery, UpdateUserDevices } from '../../../shared/contract/api/userdevices';
import * as repo from './repository';
import './messages';

/** Who may look at or change another user's bound devices: user admins and device admins. */
const BINDING_CODES = ['9002', '8001'];
const SEARCH_LIMIT = 50;

/** The console's bootstrap list: every live device the caller (or, for the admin, the named user) sees. */
export async function findDeviceList(db: Kysely<DB>, caller: SessionUser, userId?: number) {
  const viewer = await viewerFor(db, caller, userId);
  const rows = (await repo.visibleDeviceRows(db, viewer).orderBy('devices.device_id').execute()).map(repo.toDeviceRow);
  return { rows, total: rows.length };
}

export async function page(db: Kysely<DB>, caller: SessionUser, query: DevicePageQuery) {
  const pageNo = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const filter = { keyword: query.keyword?.trim(), device_type: query.device_type, tenant_id: query.tenant_id, is_enable: query.is_enable };
  const [rows, total] = await Promise.all([
    repo
      .filteredDeviceRows(db, caller, filter)
      .orderBy('devices.device_id')
      .offset((pageNo - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    repo.countDevices(db, caller, filter),
  ]);
  return { rows: rows.map(repo.toDeviceRow), total };
}

export async function search(db: Kysely<DB>, caller: SessionUser, keyword: string) {
  const rows = await repo.filteredDeviceRows(db, caller, { keyword: keyword.trim() }).orderBy('devices.device_id').limit(SEARCH_LIMIT).execute();
  return rows.map(repo.toDeviceRow);
}

/** One's own bindings with a session; another user's need a binding code and the user in scope. */
export async function boundTo(db: Kysely<DB>, caller: SessionUser, userId: number) {
  const target = await loadTargetUser(db, userId);
  if (target.id !== caller.id) {
    if (!BINDING_CODES.some((code) => holdsCode(caller.access, code))) throw forbidden();
    await assertUserVisible(db, caller, target);
  }
  const rows = (await repo.boundDeviceRows(db, caller, target.id)).map(repo.toDeviceRow);
  return { rows, total: rows.length };
}

/**
 * Makes the user's bindings, among the devices the caller can see, exactly `deviceIds`. Bindings
 * to devices outside the caller's view are left alone: another administrator made them.
 */
export async function updateUserDevices(db: Kysely<DB>, caller: SessionUser, body: UpdateUserDevices) {
  const target = await loadTargetUser(db, body.userId);
  await assertUserManageable(db, caller, target);
  const wanted = [...new Set(body.deviceIds)];
  const visible = new Set(await filterVisibleDeviceIds(db, caller, wanted));
  const hidden = wanted.find((id) => !visible.has(id));
  if (hidden) throw new AppError(403, 'userdevices_device_forbidden', { device: hidden });
  const targetCompanies = await visibleCompanyIds(db, asViewer(target));
  if (targetCompanies !== 'all') {
    const outside = (await repo.deviceTenants(db, wanted)).find((d) => !targetCompanies.includes(d.tenant_id));
    if (outside) throw new AppError(403, 'userdevices_outside_user', { device: outside.device_id });
  }
  await db.transaction().execute(async (trx) => {
    const current = await repo.boundDeviceIds(trx, target.id);
    const replaceable = await filterVisibleDeviceIds(trx, caller, current);
    await repo.unbind(trx, target.id, replaceable.filter((id) => !wanted.includes(id)));
    await repo.bind(trx, target.id, wanted.filter((id) => !current.includes(id)));
  });
}
