import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { AQI_LEVELS, aqiLevel, aqiLevelLabel } from '../../../../shared/contract/air-quality';
import type { AqiRow } from '../../../api/reports';

const CELL = 13;
const GAP = 2;
const TOP = 18;
const LEFT = 4;
const NO_DATA = '#e9ecef';

/** Week column and weekday row (Monday first) of a date within its year. */
function place(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  const jan1 = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
  const offset = (jan1.getUTCDay() + 6) % 7;
  const index = Math.round((day.getTime() - jan1.getTime()) / 86_400_000) + offset;
  return { column: Math.floor(index / 7), row: index % 7 };
}

/** A year of days as a GitHub-style grid, each day in its AQI level's colour (grey without an AQI). */
export function AqiCalendar({ rows }: { rows: AqiRow[] }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  const columns = rows.length ? place(rows[rows.length - 1].date).column + 1 : 53;
  const months = rows.filter((r) => r.date.endsWith('-01'));
  return (
    <div style={{ overflowX: 'auto' }}>
      <svg width={LEFT + columns * (CELL + GAP)} height={TOP + 7 * (CELL + GAP)} role="img" aria-label={t('aqi.calendar')} data-testid="aqi-calendar">
        {/* The days are the picture's parts: an aria-label on a rect is not allowed (axe), the tooltip says each day to the eye. */}
        {months.map((m) => (
          <text key={m.date} x={LEFT + place(m.date).column * (CELL + GAP)} y={12} fontSize={10} fill="currentColor">
            {Number(m.date.slice(5, 7))}
            {en ? '' : '月'}
          </text>
        ))}
        {rows.map((r) => {
          const { column, row } = place(r.date);
          const level = r.aqi === null ? null : aqiLevel(r.aqi);
          const label = r.aqi === null ? `${r.date} ${t('aqi.noData')}` : `${r.date} AQI ${r.aqi} ${aqiLevelLabel(level!, i18n.language)}`;
          return (
            <Tooltip key={r.date} title={label}>
              <rect
                x={LEFT + column * (CELL + GAP)}
                y={TOP + row * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={2}
                fill={level?.rgb ?? NO_DATA}
                data-date={r.date}
                data-color={r.color ?? 'none'}
              />
            </Tooltip>
          );
        })}
      </svg>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 8 }} data-testid="aqi-legend">
        {AQI_LEVELS.map((l) => (
          <span key={l.level} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span style={{ width: 12, height: 12, background: l.rgb, display: 'inline-block', borderRadius: 2 }} />
            {aqiLevelLabel(l, i18n.language)}
          </span>
        ))}
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <span style={{ width: 12, height: 12, background: NO_DATA, display: 'inline-block', borderRadius: 2 }} />
          {t('aqi.noData')}
        </span>
      </div>
    </div>
  );
}
