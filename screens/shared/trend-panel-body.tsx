import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesResult } from '../../shared/contract/api/datahis';
import type { StreamState } from '../../streams';
import { DAY_MS } from './screen-streams';
import { SCREEN_COLORS, drawTimeLines } from './draw';
import { PanelEmpty } from './panel';
import { ScreenCanvas } from './screen-canvas';

/** Room right of the newest point, so the last sample is not drawn on the panel's edge. */
const TREND_EDGE_MS = 3000;

/**
 * 24 h lines of a history stream, one per series, over the last day. The canvas is redrawn only
 * when a new history arrives (once a minute), never per live poll.
 */
export function TrendBody({ state, marks }: { state: StreamState<SeriesResult>; marks?: ReadonlyArray<{ value: number; color: string; label: string }> }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const lines = useMemo(
    () => (state.data?.series ?? []).map((s, i) => ({
      label: `${en ? s.name_en ?? s.name : s.name}${s.unit ? ` (${s.unit})` : ''}`,
      color: SCREEN_COLORS[i % SCREEN_COLORS.length],
      points: s.points,
    })),
    [state.data, en],
  );
  const to = state.updatedAt ?? 0;
  const draw = useCallback(
    (ctx: CanvasRenderingContext2D, w: number, h: number) => drawTimeLines(ctx, w, h, to - DAY_MS, to + TREND_EDGE_MS, lines, { marks }),
    [lines, to, marks],
  );
  if (!state.data) return <PanelEmpty text={state.status === 'error' ? t('screens.noData') : t('screens.loading')} busy={state.status !== 'error'} />;
  return <ScreenCanvas draw={draw} testId="trend-canvas" />;
}
