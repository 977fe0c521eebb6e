import { Observable, debounceTime, map, merge } from 'rxjs';
import { INCIDENT_ENDPOINTS, type IncidentList } from '../shared/contract/api/incidents';
import { SOCKET_EVENTS, type IncidentPush } from '../shared/contract/socket-events';
import { callEndpoint } from './config';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { refreshNow$ } from './refresh-interval';
import { socketEvents$ } from './socket';
import type { StreamState } from './stream-state';

/** How long a burst of incident pushes (a site's devices joining one by one) is waited out before one fetch. */
const PUSH_SETTLE_MS = 300;

const stream = createViewStream<'active', IncidentList>({
  key: () => 'active',
  fetch: (_active, signal) => callEndpoint(INCIDENT_ENDPOINTS.list, { query: { status: 'active', pageSize: 50 } }, { signal }),
  // A push names an incident, not its title: the list is fetched again, once per burst.
  deps: { refreshNow$: merge(refreshNow$, socketEvents$<IncidentPush>(SOCKET_EVENTS.incident).pipe(debounceTime(PUSH_SETTLE_MS), map(() => undefined))) },
});

/**
 * The caller's unresolved incidents (GET /incidents, open first) and the open count, as
 * StreamState: polled at the app's refresh interval and fetched again when an `incident` push
 * arrives (issue 36). The bell and the message center show it before single alarms.
 */
export function openIncidents$(watch: WatchOptions = {}): Observable<StreamState<IncidentList>> {
  return stream('active', watch);
}
