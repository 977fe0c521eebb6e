import { REPORT_SUBSCRIPTION_ENDPOINTS, type Subscription, type SubscriptionCreate } from '../../shared/contract/api/report-subscriptions';
import { call, type CallOptions } from './call';

export type { Subscription, SubscriptionCreate };

/** GET /reportSubscriptions: the caller's own subscriptions. */
export function listSubscriptions(options?: CallOptions) {
  return call(REPORT_SUBSCRIPTION_ENDPOINTS.list, {}, options);
}

export function subscribe(input: SubscriptionCreate) {
  return call(REPORT_SUBSCRIPTION_ENDPOINTS.create, { body: input });
}

export function unsubscribe(id: number) {
  return call(REPORT_SUBSCRIPTION_ENDPOINTS.remove, { params: { id } });
}
