import { useMemo } from 'react';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { openIncidents$ } from '../../../streams/open-incidents';
import { useStream } from '../../hooks/use-stream';
import { useSessionStore } from '../../stores/session-store';

/** Whether the user hears of its companies' alarms (the incident list's access, as the server checks it). */
export function useSeesIncidents(): boolean {
  const codes = useSessionStore((s) => s.codes);
  return ROUTE_ACCESS.alarmsView.some((code) => codes.includes(code));
}

/** The unresolved incidents and the open count; nothing is fetched for a user who may not list them. */
export function useOpenIncidents() {
  const sees = useSeesIncidents();
  const state = useStream(useMemo(() => (sees ? openIncidents$() : null), [sees]));
  return { sees, state, open: state.data?.open ?? 0, rows: state.data?.rows ?? [] };
}
