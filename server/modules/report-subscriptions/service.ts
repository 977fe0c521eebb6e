import type { RequestScope } from '../../auth/request-scope';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { visibleDevice } from '../datahis';
import { siteDevices } from '../sites';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import {
  SUBSCRIPTIONS_PER_USER,
  type Subscription,
  type SubscriptionCreate,
  type SubscriptionKind,
  type SubscriptionUpdate,
} from '../../../shared/contract/api/report-subscriptions';
import { emailOfUser, selectSubscriptions, subscriptionView } from './repository';
import './messages';

/** The report's own route group: whoever may open the report may subscribe to it. */
export const ACCESS_OF_KIND: Record<SubscriptionKind, readonly string[]> = {
  device: ROUTE_ACCESS.historyReport,
  site: ROUTE_ACCESS.historyReport,
  aqi: ROUTE_ACCESS.airQuality,
  pollution: ROUTE_ACCESS.airQuality,
};

const own = (scope: RequestScope) => selectSubscriptions(scope.db).where('s.user_id', '=', scope.user.id);

/** GET /reportSubscriptions: the caller's own, oldest first. */
export async function list(scope: RequestScope): Promise<Subscription[]> {
  return (await own(scope).orderBy('s.id').execute()).map(subscriptionView);
}

async function requireOwn(scope: RequestScope, id: number): Promise<Subscription> {
  // Another user's subscription is as unknown as one that never existed.
  const row = await own(scope).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('subscriptions_not_found');
  return subscriptionView(row);
}

/** The report's company, with 404 for a device or site the caller does not see. */
async function reportCompany(scope: RequestScope, body: SubscriptionCreate): Promise<number> {
  if (body.kind === 'site') {
    if (body.site_id === undefined) throw badRequest('subscriptions_site_required');
    try {
      return (await siteDevices(scope, body.site_id)).site.tenant_id;
    } catch (error) {
      // A site of a company the caller does not see is refused 403 by the sites module; here, as a device, it does not exist.
      if (error instanceof AppError && error.statusCode === 403) throw notFound('site_not_found');
      throw error;
    }
  }
  if (body.device_id === undefined) throw badRequest('subscriptions_device_required');
  return (await visibleDevice(scope, body.device_id)).tenantId;
}

/** POST /reportSubscriptions: in the caller's language, to the given address or the user's own. */
export async function create(scope: RequestScope, body: SubscriptionCreate): Promise<Subscription> {
  if (!scope.holds(ACCESS_OF_KIND[body.kind])) throw forbidden();
  const tenantId = await reportCompany(scope, body);
  const email = body.email?.trim() || (await emailOfUser(scope.db, scope.user.id));
  if (!email) throw badRequest('subscriptions_email_required');
  const mine = await own(scope).execute();
  if (mine.length >= SUBSCRIPTIONS_PER_USER) throw conflict('subscriptions_too_many', { count: SUBSCRIPTIONS_PER_USER });
  const deviceId = body.kind === 'site' ? null : body.device_id!;
  const siteId = body.kind === 'site' ? body.site_id! : null;
  if (mine.some((s) => s.kind === body.kind && s.period === body.period && s.device_id === deviceId && s.site_id === siteId)) throw conflict('subscriptions_duplicate');
  const row = await scope.db
    .insertInto('report_subscriptions')
    .values({ user_id: scope.user.id, tenant_id: tenantId, kind: body.kind, period: body.period, deliver_at: body.deliver_at, device_id: deviceId, site_id: siteId, email, lang: scope.lang })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireOwn(scope, row.id);
}

/** PUT /reportSubscriptions/:id: the period, the time or the address. */
export async function update(scope: RequestScope, id: number, body: SubscriptionUpdate): Promise<Subscription> {
  await requireOwn(scope, id);
  const set = { period: body.period, deliver_at: body.deliver_at, email: body.email?.trim() };
  if (Object.values(set).some((v) => v !== undefined)) {
    await scope.db.updateTable('report_subscriptions').set(set).where('id', '=', id).where('user_id', '=', scope.user.id).execute();
  }
  return requireOwn(scope, id);
}

/** DELETE /reportSubscriptions/:id: unsubscribes (its deliveries go with it). */
export async function remove(scope: RequestScope, id: number): Promise<void> {
  await requireOwn(scope, id);
  await scope.db.deleteFrom('report_subscriptions').where('id', '=', id).where('user_id', '=', scope.user.id).execute();
}
