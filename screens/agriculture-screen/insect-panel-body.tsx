import { useTranslation } from 'react-i18next';
import type { TrapLatest } from '../../shared/contract/api/insects';
import type { StreamState } from '../../streams';
import { PanelEmpty } from '../shared/panel';

/**
 * The insect panel of the agriculture screen: each trap's latest count (counted on the server from
 * its last picture) and today's sum, highest first, from GET /insects/traps through the screen's stream.
 */
export function InsectPanelBody({ state }: { state: StreamState<{ rows: TrapLatest[] }> }) {
  const { t } = useTranslation();
  if (!state.data) return <PanelEmpty text={state.status === 'error' ? t('screens.noData') : t('screens.loading')} busy={state.status !== 'error'} />;
  if (state.data.rows.length === 0) return <PanelEmpty text={t('screens.insects.none')} />;
  const rows = [...state.data.rows].sort((a, b) => b.today - a.today);
  const total = rows.reduce((s, r) => s + r.today, 0);
  return (
    <div style={{ display: 'grid', gridTemplateRows: 'auto 1fr', height: '100%', gap: 8 }} data-testid="insect-panel">
      <div style={{ fontSize: 15 }}>
        <span className="screen-sub">{t('screens.insects.today')}</span> <strong style={{ color: '#ffb347', fontSize: 26 }} data-testid="insect-total">{total}</strong>
      </div>
      <div style={{ display: 'grid', gap: 4, fontSize: 15, alignContent: 'start', overflow: 'hidden' }}>
        {rows.map((r) => (
          <div key={r.device_id} style={{ display: 'flex', gap: 10, alignItems: 'baseline', whiteSpace: 'nowrap' }} data-trap={r.device_id}>
            <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }} data-user-data="">{r.device_name}</span>
            <span className="screen-sub">{t('screens.insects.latest')}</span>
            <strong style={{ color: '#e6f6ff' }}>{r.last_count ?? '--'}</strong>
            <span className="screen-sub">{t('screens.insects.todayShort')}</span>
            <strong style={{ color: '#ffb347' }}>{r.today}</strong>
          </div>
        ))}
      </div>
    </div>
  );
}
