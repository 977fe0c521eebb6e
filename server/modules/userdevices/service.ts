import { AppError, forbidden } from '../../http/app-error';
import { loadTargetUser, type RequestScope, type TargetUser } from '../../auth/request-scope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import type { DevicePageQuery, UpdateUserDevices } from '../../../shared/contract/api/userdevices';
import * as repo from './repository';
import './messages';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';

const SEARCH_LIMIT = 50;

/** The console's bootstrap list: every live device the caller (or, for the admin, the named user) sees. */
export async function findDeviceList(scope: RequestScope, userId?: number) {
  const viewer = await scope.viewerFor(userId);
  const rows = (await repo.visibleDeviceRows(scope.db, viewer.whereDeviceVisible()).orderBy('devices.device_id').execute()).map(repo.toDeviceRow);
  return { rows, total: rows.length };
}

export async function page(scope: RequestScope, query: DevicePageQuery) {
  const { db } = scope;
  const pageNo = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filter = { keyword: query.keyword?.trim(), device_type: query.device_type, tenant_id: query.tenant_id, is_enable: query.is_enable };
  const [rows, total] = await Promise.all([
    repo
      .filteredDeviceRows(db, scope.whereDeviceVisible(), filter)
      .orderBy('devices.device_id')
      .offset((pageNo - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    repo.countDevices(db, scope.whereDeviceVisible(), filter),
  ]);
  return { rows: rows.map(repo.toDeviceRow), total };
}

export async function search(scope: RequestScope, keyword: string) {
  const rows = await repo.filteredDeviceRows(scope.db, scope.whereDeviceVisible(), { keyword: keyword.trim() }).orderBy('devices.device_id').limit(SEARCH_LIMIT).execute();
  return rows.map(repo.toDeviceRow);
}

/** One's own bindings with a session; another user's need a binding code and the user in scope. */
export async function boundTo(scope: RequestScope, userId: number) {
  const target = await loadTargetUser(scope.db, userId);
  if (target.id !== scope.user.id) {
    // Another user's bindings: user admins and device admins.
    if (!scope.holds(ROUTE_ACCESS.userDevices)) throw forbidden();
    await scope.assertUserVisible(target);
  }
  const rows = (await repo.boundDeviceRows(scope.db, scope.whereDeviceVisible(), target.id)).map(repo.toDeviceRow);
  return { rows, total: rows.length };
}

/**
 * What a caller may bind to a user: devices the caller sees that lie in a company the user sees
 * (an ordinary customer's own, an agent's own and managed ones), as where-clauses over `devices`.
 */
function bindable(scope: RequestScope, target: TargetUser) {
  return { visible: scope.whereDeviceVisible(), withinTarget: scope.as(target).whereTenant('devices.tenant_id') };
}

/**
 * GET /userdevices/:userId/assignable: the devices the binding dialog offers, exactly those
 * updateUserDevices accepts for this user, so the console decides nothing about tenancy itself.
 */
export async function assignableTo(scope: RequestScope, userId: number) {
  const target = await loadTargetUser(scope.db, userId);
  await scope.assertUserManageable(target);
  const { visible, withinTarget } = bindable(scope, target);
  const rows = (await repo.visibleDeviceRows(scope.db, visible).where(withinTarget).orderBy('devices.device_id').execute()).map(repo.toDeviceRow);
  return { rows, total: rows.length };
}

/**
 * Makes the user's bindings, among the devices the caller can see, exactly `deviceIds`. Bindings
 * to devices outside the caller's view are left alone: another administrator made them.
 */
export async function updateUserDevices(scope: RequestScope, body: UpdateUserDevices) {
  const { db } = scope;
  const target = await loadTargetUser(db, body.userId);
  await scope.assertUserManageable(target);
  const wanted = [...new Set(body.deviceIds)];
  const visible = new Set(await scope.visibleDeviceIds(wanted));
  const hidden = wanted.find((id) => !visible.has(id));
  if (hidden) throw new AppError(403, 'userdevices_device_forbidden', { device: hidden });
  const [outside] = await repo.devicesOutside(db, wanted, bindable(scope, target).withinTarget);
  if (outside) throw new AppError(403, 'userdevices_outside_user', { device: outside });
  await db.transaction().execute(async (trx) => {
    const current = await repo.boundDeviceIds(trx, target.id);
    const replaceable = await scope.visibleDeviceIds(current, trx);
    await repo.unbind(trx, target.id, replaceable.filter((id) => !wanted.includes(id)));
    await repo.bind(trx, target.id, wanted.filter((id) => !current.includes(id)));
  });
}
