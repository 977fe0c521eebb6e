import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceProductResult } from '../../shared/contract/api/prices';
import type { StreamState } from '../../streams';
import { SCREEN_COLORS, drawTimeLines } from '../shared/draw';
import { PanelEmpty } from '../shared/panel';
import { ScreenCanvas } from '../shared/screen-canvas';

/**
 * A change in percent with its sign; red for a rise and green for a fall, as Chinese markets colour
 * them. Without a base it names the quote that is missing rather than a bare dash.
 */
function Change({ label, value, missing }: { label: string; value: number | null; missing: string }) {
  const color = value === null || value === 0 ? '#8fb6e0' : value > 0 ? '#ff5b5b' : '#39e08a';
  return <span style={{ color }}>{label} {value === null ? missing : `${value > 0 ? '+' : ''}${value.toFixed(1)}%`}</span>;
}

/**
 * The price panel of the agriculture screen: one product at a time (`index` rotates through them),
 * a line per market over the range, and each market's latest price with its sequential and
 * year-on-year change (POST /priceProduct through the screen's stream).
 */
export function PricePanelBody({ state, index, from }: { state: StreamState<PriceProductResult>; index: number; from: number }) {
  const { t } = useTranslation();
  const products = useMemo(() => [...new Set((state.data?.series ?? []).map((s) => s.product))], [state.data]);
  const product = products[index % Math.max(1, products.length)];
  const series = useMemo(() => (state.data?.series ?? []).filter((s) => s.product === product), [state.data, product]);
  const lines = useMemo(
    () => series.map((s, i) => ({ label: s.market, color: SCREEN_COLORS[i % SCREEN_COLORS.length], points: s.points.map((p) => ({ ts: Date.parse(`${p.date}T00:00:00`), value: p.price })) })),
    [series],
  );
  // The legend names the markets: user data, like the list below.
  const markets = useMemo(() => new Set(series.map((s) => s.market)), [series]);
  const to = state.updatedAt ?? 0;
  const draw = useCallback((ctx: CanvasRenderingContext2D, w: number, h: number) => drawTimeLines(ctx, w, h, from, to, lines), [lines, from, to]);
  if (!state.data) return <PanelEmpty text={state.status === 'error' ? t('screens.noData') : t('screens.loading')} busy={state.status !== 'error'} />;
  if (series.length === 0) return <PanelEmpty text={t('screens.price.none')} />;
  return (
    <div style={{ display: 'grid', gridTemplateRows: '1fr auto', height: '100%', gap: 8 }} data-testid="price-panel">
      <div style={{ position: 'relative' }}><ScreenCanvas draw={draw} testId="price-canvas" userText={markets} /></div>
      <div style={{ display: 'grid', gap: 4, fontSize: 15 }}>
        {series.map((s, i) => {
          const last = s.points.at(-1)!;
          return (
            // Wraps rather than clips: a missing base is said in words, longer than a percentage.
            <div key={s.market} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 10, alignItems: 'baseline', whiteSpace: 'nowrap', overflow: 'hidden' }}>
              <span style={{ color: SCREEN_COLORS[i % SCREEN_COLORS.length] }} data-user-data="">{`${s.product} · ${s.market}`}</span>
              <strong style={{ color: '#e6f6ff' }}>{last.price.toFixed(2)}</strong>
              <span className="screen-sub" data-user-data="">{s.unit}</span>
              <Change label={t('screens.price.sequential')} value={last.sequential} missing={t('screens.price.noSequential')} />
              <Change label={t('screens.price.yoy')} value={last.yoy} missing={t('screens.price.noYoy')} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
