import { Activity, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoading } from '../../components/page-loading';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { useSessionStore } from '../../stores/session-store';
import { useTabsStore } from '../../stores/tabs-store';
import { holdsCode } from '../guards';
import { isCacheable, routeByName, type RouteEntry } from '../route-manifest';

const PAGES = new Map<string, LazyExoticComponent<ComponentType>>();

function pageOf(entry: RouteEntry) {
  let page = PAGES.get(entry.name);
  if (!page) {
    page = lazy(entry.lazy);
    PAGES.set(entry.name, page);
  }
  return page;
}

/**
 * Every open tab's page stays mounted inside <Activity>: hidden tabs keep their state (forms,
 * scroll, filters) and pause their effects; pages marked not cacheable unmount when left.
 */
export function CachedPages({ active }: { active: RouteEntry | undefined }) {
  const tabs = useTabsStore((s) => s.list);
  const codes = useSessionStore((s) => s.codes);
  const names = new Set(tabs.map((tab) => tab.name));
  if (active) names.add(active.name);
  const entries = [...names]
    .map((name) => routeByName(name))
    .filter((entry): entry is RouteEntry => entry !== undefined && entry.layout === 'main')
    .filter((entry) => entry === active || (isCacheable(entry) && (!entry.access || holdsCode(codes, entry.access))));

  return entries.map((entry) => {
    const Page = pageOf(entry);
    const visible = entry === active;
    return (
      <Activity key={entry.name} mode={visible ? 'visible' : 'hidden'}>
        <div className="cached-page" data-page-name={entry.name}>
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </Activity>
    );
  });
}
