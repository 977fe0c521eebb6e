import type { Observable } from 'rxjs';
import { SITE_ENDPOINTS, type PondList } from '../shared/contract/api/sites';
import { callEndpoint } from './config';
import { createKeyedStream } from './keyed-stream';
import type { StreamState } from './stream-state';

/** GET /sites/ponds: a site's ponds with their water-quality state. */
export type SitePonds = PondList;

const stream = createKeyedStream<number, SitePonds>({
  key: (siteId) => String(siteId),
  fetch: (siteId, signal) => callEndpoint(SITE_ENDPOINTS.ponds, { query: { site_id: siteId } }, { signal }),
});

/**
 * The ponds of one site with each pond's water-quality state from its monitor's latest values
 * (GET /sites/ponds {site_id}) as StreamState. Polls at the app's refresh interval, one request per
 * site however many views watch it; `requestRefresh()` after an edit shows it at once. Failures
 * become `stale`/`error` values; it never errors.
 */
export function getSitePonds$(siteId: number): Observable<StreamState<SitePonds>> {
  return stream(siteId);
}
