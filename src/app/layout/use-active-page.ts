import { useEffect, useMemo } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { openTab } from '../../stores/tabs-store';
import { routeByName, type RouteEntry } from '../route-manifest';

export interface ActivePage {
  entry: RouteEntry | undefined;
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/** The manifest entry of the page shown now, with its params and query (stable while they do not change). */
export function useActivePage(): ActivePage {
  const name = useRouterState({ select: (s) => s.matches[s.matches.length - 1]?.staticData?.name });
  const paramsJson = useRouterState({ select: (s) => JSON.stringify(s.matches[s.matches.length - 1]?.params ?? {}) });
  const queryJson = useRouterState({ select: (s) => JSON.stringify(s.location.search ?? {}) });
  return useMemo(
    () => ({
      entry: name ? routeByName(name) : undefined,
      params: JSON.parse(paramsJson) as Record<string, string>,
      query: JSON.parse(queryJson) as Record<string, unknown>,
    }),
    [name, paramsJson, queryJson],
  );
}

/** The page shown now, its tab opened (or its params, query and title refreshed) as it changes. */
export function useActivePageTab(): ActivePage {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const active = useActivePage();
  const { entry, params, query } = active;
  useEffect(() => {
    if (entry) openTab({ name: entry.name, title: entry.title[lang], argu: params, query });
  }, [entry, params, query, lang]);
  return active;
}
