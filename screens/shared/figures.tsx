import { useTranslation } from 'react-i18next';
import type { Figures } from './device-values';

/** Device, online, offline and alarm counts as four big numbers. */
export function FigureTiles({ figures }: { figures: Figures | null }) {
  const { t } = useTranslation();
  const items = [
    { key: 'devices', value: figures?.devices },
    { key: 'online', value: figures?.online },
    { key: 'offline', value: figures?.offline },
    { key: 'alarms', value: figures?.alarms },
  ];
  return (
    <div className="screen-figures">
      {items.map((item) => (
        <div key={item.key} className={`screen-figure${item.key === 'alarms' ? ' screen-figure--alarm' : ''}`} data-figure={item.key}>
          <strong>{item.value ?? '--'}</strong>
          <span>{t(`screens.figures.${item.key}`)}</span>
        </div>
      ))}
    </div>
  );
}
