import { useTranslation } from 'react-i18next';
import type { AlarmPrompts } from '../../streams';
import type { IncidentRow } from '../../shared/contract/api/incidents';
import { paramName } from '../../src/lib/param-name';
import { useOpenIncidents } from '../../src/components/incidents/use-open-incidents';
import { useReducedMotion } from '../../src/hooks/use-reduced-motion';
import '../../src/i18n/alarm-words';
import '../../src/components/incidents/incidents-i18n';
import './screens-i18n';

/** A wall shows at most this many lines; the list never grows with the number raised over days. */
export const TICKER_MAX = 12;
/** The lines the panel shows at once; a longer list scrolls (by itself, or by hand when still). */
const LINES_IN_PANEL = 4;

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (ms: number) => {
  const at = new Date(ms);
  return `${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** An incident's severity in the tag colours the wall has already (no colour of its own). */
const SEVERITY_TAG: Record<IncidentRow['severity'], string> = { critical: 'fault', major: 'fault', minor: 'warning' };

type Line = { kind: 'incident'; row: IncidentRow } | { kind: 'alarm'; row: AlarmPrompts['rows'][number] };

/**
 * The unresolved incidents first (severity, title, state, since: what the console's bell shows,
 * live over the same `incident` push), then the newest active alarms, scrolling upwards (CSS
 * animation, so no timer and no DOM growth). A wall whose user does not see incidents shows alarms.
 * A pointer over the list pauses it (WCAG 2.2.2). When the system asks for reduced motion the list
 * stands still and scrolls by hand (WCAG 2.3.3): the scroll also re-composited the whole wall, its
 * map's canvas included, every frame, which in software rendering took most of two cores.
 */
export function AlarmTicker({ prompts }: { prompts: AlarmPrompts | undefined }) {
  const { t, i18n } = useTranslation();
  const incidents = useOpenIncidents().rows;
  const still = useReducedMotion();
  const lines: Line[] = [
    ...incidents.map((row) => ({ kind: 'incident' as const, row })),
    ...(prompts?.rows ?? []).map((row) => ({ kind: 'alarm' as const, row })),
  ].slice(0, TICKER_MAX);
  const overflows = lines.length > LINES_IN_PANEL;
  // More than fit: the list is drawn twice and scrolled by half, so the loop has no seam.
  const scroll = overflows && !still;
  const shown = scroll ? [...lines.map((line) => ({ line, copy: 'a' })), ...lines.map((line) => ({ line, copy: 'b' }))] : lines.map((line) => ({ line, copy: 'a' }));
  if (lines.length === 0) return <div className="screen-empty" data-testid="alarm-ticker">{t('screens.alarms.none')}</div>;
  return (
    <div
      className={still ? 'screen-ticker screen-ticker-still' : 'screen-ticker'}
      data-testid="alarm-ticker"
      // Standing still, a list longer than the panel scrolls by hand: by the keyboard too (a focusable region, WCAG 2.1.1).
      {...(still && overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('screens.alarms.title') } : {})}
    >
      <ul className={scroll ? 'screen-ticker-scroll' : undefined} style={scroll ? { animationDuration: `${lines.length * 3}s` } : undefined}>
        {shown.map(({ line, copy }) =>
          line.kind === 'incident' ? (
            <li key={`incident-${line.row.id}-${copy}`} data-incident-id={line.row.id} data-status={line.row.status} aria-hidden={copy === 'b' || undefined}>
              <span className={`screen-tag screen-tag-${SEVERITY_TAG[line.row.severity]}`}>{t(`incidents.severity.${line.row.severity}`)}</span>
              {/* A title names a site, device or rule: user data in either language. */}
              <span className="screen-ticker-device" data-user-data>{i18n.language === 'en-US' ? line.row.title_en : line.row.title}</span>
              <span>{t(`incidents.status.${line.row.status}`)}</span>
              <span className="screen-ticker-time">{hhmm(line.row.opened_at)}</span>
            </li>
          ) : (
            <li key={`${line.row.id}-${copy}`} data-alarm-id={line.row.id} aria-hidden={copy === 'b' || undefined}>
              {/* The level in the data-alarm page's words: "超限" (over the limit) had named a low reading too (issue 42). */}
              <span className={`screen-tag screen-tag-${line.row.kind}`}>{t(`alarmWords.levels.${line.row.kind}`)}</span>
              <span className="screen-ticker-device" data-user-data>{line.row.device_name}</span>
              <span>{paramName(line.row, i18n.language)}{line.row.value !== null ? ` ${line.row.value}${line.row.unit ?? ''}` : ''}</span>
              <span className="screen-ticker-time">{hhmm(line.row.raised_at)}</span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
