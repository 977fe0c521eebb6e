import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pondForecasts$ } from '../../streams/do-forecast';
import { useStream } from '../../src/hooks/use-stream';
import { orderPonds } from '../../src/components/oxygen-forecast/pond-order';
import { Panel, type PanelProps } from '../shared/panel';
import { OxygenForecastBody } from './oxygen-forecast-body';

/** Ponds the panel lists (its height holds about this many rows), those crossing their limit first. */
const FORECASTS_SHOWN = 5;

/**
 * The fish screen's tonight's oxygen panel for the ponds of its farm (`farm`: their device ids),
 * from the wall's instance of the forecast stream (polling on while the page is hidden, as the
 * screen's other streams: screens/shared/screen-streams.ts).
 */
export function OxygenPanel({ farm, area }: { farm: readonly string[]; area: PanelProps['area'] }) {
  const { t, i18n } = useTranslation();
  const state = useStream(useMemo(() => pondForecasts$(i18n.language, { pauseWhenHidden: false }), [i18n.language]));
  const ponds = useMemo(() => {
    const ids = new Set(farm);
    return orderPonds((state.data ?? []).filter((row) => ids.has(row.device_id))).slice(0, FORECASTS_SHOWN);
  }, [state.data, farm]);
  return (
    <Panel id="oxygen" title={t('screens.oxygen.title')} area={area} states={[state]}>
      <OxygenForecastBody state={state} ponds={ponds} />
    </Panel>
  );
}
