import { useMemo } from 'react';
import { useRouterState } from '@tanstack/react-router';
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
