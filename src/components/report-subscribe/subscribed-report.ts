import type { SubscriptionKind } from '../../../shared/contract/api/report-subscriptions';

/** The report a page shows, as a subscription names it. */
export interface SubscribedReport {
  kind: SubscriptionKind;
  device_id?: string | null;
  site_id?: number | null;
  /** The device's or site's name, for the dialog's title. */
  name: string;
}
