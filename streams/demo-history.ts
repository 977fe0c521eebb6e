import { ReplaySubject, share, type Observable } from 'rxjs';
import { HEALTH_ENDPOINTS, type Health } from '../shared/contract/api/health';
import { pollUntil$ } from './poll-until';
import type { StreamState } from './stream-state';

/** The history fills at a few percent a second on a quiet machine: a notice a few seconds behind is close enough. */
export const DEMO_HISTORY_POLL_MS = 5_000;

/**
 * Where the first start's demo history is (GET /health's `backfill`) as StreamState: asked at
 * once, then every DEMO_HISTORY_POLL_MS while the history is still being written; completes with
 * the answer that says it is done, or has no `backfill` (the simulator off). One poll for every
 * page showing the notice at once, asked afresh when one mounts after all had left; a failure is a
 * value (`stale`/`error`) and the next question follows.
 */
export const demoHistory$: Observable<StreamState<Health>> = pollUntil$(HEALTH_ENDPOINTS.health, {}, (health) => health.backfill?.done !== false, {
  every: DEMO_HISTORY_POLL_MS,
}).pipe(share({ connector: () => new ReplaySubject(1) }));
