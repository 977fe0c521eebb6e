import { useTranslation } from 'react-i18next';
import type { AlarmPrompts } from '../../streams';
import { paramName } from '../../src/lib/param-name';
import '../../src/i18n/alarm-words';

/** A wall shows at most this many alarms; the list never grows with the number raised over days. */
export const TICKER_MAX = 12;

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (ms: number) => {
  const at = new Date(ms);
  return `${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** The newest active alarms scrolling upwards (CSS animation, so no timer and no DOM growth). */

export function AlarmTicker({ prompts }: { prompts: AlarmPrompts | undefined }) {
  const { t, i18n } = useTranslation();
  const rows = (prompts?.rows ?? []).slice(0, TICKER_MAX);
  // More than fit: the list is drawn twice and scrolled by half, so the loop has no seam.
  const scroll = rows.length > 4;
  const shown = scroll ? [...rows.map((row) => ({ row, copy: 'a' })), ...rows.map((row) => ({ row, copy: 'b' }))] : rows.map((row) => ({ row, copy: 'a' }));
  if (rows.length === 0) return <div className="screen-empty" data-testid="alarm-ticker">{t('screens.alarms.none')}</div>;
  return (
    <div className="screen-ticker" data-testid="alarm-ticker">
      <ul className={scroll ? 'screen-ticker-scroll' : undefined} style={{ animationDuration: `${rows.length * 3}s` }}>
        {shown.map(({ row, copy }) => (
          <li key={`${row.id}-${copy}`} data-alarm-id={row.id} aria-hidden={copy === 'b' || undefined}>
            {/* The level in the data-alarm page's words: "超限" (over the limit) had named a low reading too (issue 42). */}
            <span className={`screen-tag screen-tag-${row.kind}`}>{t(`alarmWords.levels.${row.kind}`)}</span>
            <span className="screen-ticker-device" data-user-data>{row.device_name}</span>
            <span>{paramName(row, i18n.language)}{row.value !== null ? ` ${row.value}${row.unit ?? ''}` : ''}</span>
            <span className="screen-ticker-time">{hhmm(row.raised_at)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
