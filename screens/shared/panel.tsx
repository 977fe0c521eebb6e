import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStaleSince, type StreamState } from '../../streams';

export interface PanelProps {
  id: string;
  title: string;
  /** Grid placement on the stage: [column, row, column span, row span] of a 12x12 grid. */
  area: readonly [number, number, number, number];
  /** The streams the panel draws from; any of them failing shows the stale badge. */
  states?: readonly StreamState<unknown>[];
  extra?: ReactNode;
  children: ReactNode;
}

/** The earliest failure among the panel's streams, or null when all are fine. */
export function staleSinceOf(states: readonly StreamState<unknown>[]): number | null {
  let since: number | null = null;
  for (const state of states) {
    if (state.status !== 'stale' && state.status !== 'error') continue;
    const at = state.staleSince ?? Date.now();
    since = since === null ? at : Math.min(since, at);
  }
  return since;
}

/** A framed panel of a screen: title bar, a stale badge when its data stopped coming, the body. */
export function Panel({ id, title, area, states = [], extra, children }: PanelProps) {
  const { i18n } = useTranslation();
  const staleSince = staleSinceOf(states);
  const [column, row, columns, rows] = area;
  return (
    <section className="screen-panel" data-panel={id} style={{ gridColumn: `${column} / span ${columns}`, gridRow: `${row} / span ${rows}` }}>
      <header className="screen-panel-title">
        <span>{title}</span>
        {extra}
        {staleSince !== null && (
          <span className="screen-stale" data-testid="stale-badge">
            {formatStaleSince(staleSince, i18n.language)}
          </span>
        )}
      </header>
      <div className="screen-panel-body">{children}</div>
    </section>
  );
}

/**
 * Body of a panel with nothing to show (no device, no data source): says so, invents nothing.
 * `busy` while its data is still on the way (aria-busy tells screen readers and the language walk
 * that more is coming).
 */
export function PanelEmpty({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <div className="screen-empty" data-testid="panel-empty" aria-busy={busy || undefined}>
      {text}
    </div>
  );
}
