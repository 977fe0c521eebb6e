import { useTranslation } from 'react-i18next';
import { formatNumber, paramOf, type RealtimeDevice } from './device-values';

/** Latest values of one device as labelled tiles (a warning value in red). */
export function ValueTiles({ device, items }: { device: RealtimeDevice | undefined; items: ReadonlyArray<{ key: string; label: string; digits?: number }> }) {
  const { t } = useTranslation();
  return (
    <div className="screen-tiles">
      {items.map((item) => {
        const param = paramOf(device, item.key);
        const value = typeof param?.value === 'number' ? param.value : null;
        return (
          <div key={item.key} className="screen-tile" data-tile={item.key}>
            <span>{t(item.label)}{param?.unit ? ` (${param.unit})` : ''}</span>
            <strong className={param?.status === 'warning' ? 'screen-bad' : undefined}>{formatNumber(value, item.digits ?? 1)}</strong>
          </div>
        );
      })}
    </div>
  );
}
