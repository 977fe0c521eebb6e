import { useTranslation } from 'react-i18next';
import type { FeedingPage, StreamState } from '../../streams';
import { formatNumber } from '../shared/device-values';
import { PanelEmpty } from '../shared/panel';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The farm screen's feeding panel: the latest feedings of the production log (time, pond, fodder,
 * quantity), newest first. A user without the production codes is told there is no data it may see.
 */
export function FeedingLogBody({ state }: { state: StreamState<FeedingPage> }) {
  const { t } = useTranslation();
  if (!state.data) return <PanelEmpty text={state.status === 'error' ? t('screens.feeding.none') : t('screens.loading')} busy={state.status !== 'error'} />;
  if (state.data.rows.length === 0) return <PanelEmpty text={t('screens.feeding.none')} />;
  return (
    <table className="screen-table" data-testid="feeding-table">
      <thead>
        <tr>
          <th>{t('screens.feeding.at')}</th>
          <th>{t('screens.feeding.pond')}</th>
          <th>{t('screens.feeding.fodder')}</th>
          <th>{t('screens.feeding.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {state.data.rows.map((row) => (
          <tr key={row.id} data-feeding={row.id}>
            {/* The farm's wall-clock minute as entered: "MM-DD HH:mm". */}
            <td>{text(row.at).slice(5)}</td>
            <td data-user-data>{text(row.pond_id_name)}</td>
            <td data-user-data>{text(row.item_id_name)}</td>
            <td>
              {formatNumber(typeof row.quantity === 'number' ? row.quantity : Number(row.quantity))}
              <span className="screen-sub" data-user-data>{` ${text(row.item_unit)}`}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
