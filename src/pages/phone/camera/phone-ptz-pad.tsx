import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraView, PtzDirection } from '../../../api/cameras';
import { usePtzHold } from '../../../hooks/use-ptz-hold';
import '../../../components/ptz/ptz-words';
import { PHONE_PRIMARY } from '../../../components/phone/phone-frame';

/** The pad's keys in a 3 x 3 grid: arrows round the middle, zoom in the top corners. */
const KEYS: Array<{ direction: PtzDirection; glyph: string; area: string }> = [
  { direction: 'zoomout', glyph: '−', area: 'zout' },
  { direction: 'up', glyph: '↑', area: 'up' },
  { direction: 'zoomin', glyph: '+', area: 'zin' },
  { direction: 'left', glyph: '←', area: 'left' },
  { direction: 'right', glyph: '→', area: 'right' },
  { direction: 'down', glyph: '↓', area: 'down' },
];
const SPEEDS = ['slow', 'normal', 'fast'] as const;

const KEY: CSSProperties = {
  minHeight: 56,
  minWidth: 44,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  fontSize: 15,
  borderRadius: 8,
  border: '1px solid #d9d9d9',
  background: '#fff',
  color: 'rgba(0, 0, 0, 0.88)',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
};
const PRESSED: CSSProperties = { ...KEY, background: PHONE_PRIMARY, borderColor: PHONE_PRIMARY, color: '#fff' };

/**
 * Pan, tilt and zoom of one camera for a thumb: keys 56 px high (WCAG's 44 px target and more),
 * each with its name in the interface language; held to move, released to stop (the console's
 * hold logic, src/hooks/use-ptz-hold.ts, through the same POST /camera/control).
 */
export function PhonePtzPad({ camera }: { camera: CameraView }) {
  const { t } = useTranslation();
  const [speed, setSpeed] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const { moving, position, holdProps } = usePtzHold(camera, speed, (e) => setError(t('ptz.failed', { error: e.message })));
  return (
    <section aria-labelledby="phone-ptz-title" data-testid="phone-ptz" data-serial={camera.deviceSerial} style={{ background: '#fff', borderRadius: 8, padding: 12 }}>
      <h2 id="phone-ptz-title" style={{ margin: '0 0 8px', fontSize: 17, fontWeight: 600 }}>
        {t('ptz.title')}
      </h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gridTemplateAreas: '"zout up zin" "left . right" ". down ."', gap: 8 }}>
        {KEYS.map(({ direction, glyph, area }) => (
          <button
            key={direction}
            type="button"
            style={{ ...(moving === direction ? PRESSED : KEY), gridArea: area }}
            aria-pressed={moving === direction}
            data-testid={`phone-ptz-${direction}`}
            {...holdProps(direction)}
            onPointerDown={(e) => {
              setError(null);
              holdProps(direction).onPointerDown(e);
            }}
            // A long press on a phone would open the context menu and cancel the hold.
            onContextMenu={(e) => e.preventDefault()}
          >
            <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
              {glyph}
            </span>
            <span>{t(`ptz.${direction}`)}</span>
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('ptz.speed')} style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
        <span>{t('ptz.speed')}</span>
        {SPEEDS.map((name, value) => (
          <button key={name} type="button" aria-pressed={speed === value} onClick={() => setSpeed(value)} style={{ ...(speed === value ? PRESSED : KEY), flex: 1, minHeight: 44 }} data-testid={`phone-ptz-speed-${name}`}>
            {t(`ptz.${name}`)}
          </button>
        ))}
      </div>
      {position && (
        <p style={{ margin: '8px 0 0' }} data-testid="phone-ptz-position">
          {t('ptz.position', { pan: position.pan.toFixed(1), tilt: position.tilt.toFixed(1), zoom: position.zoom.toFixed(1) })}
        </p>
      )}
      {error && (
        <p role="alert" style={{ margin: '8px 0 0', color: '#a8071a' }} data-testid="phone-ptz-error">
          {error}
        </p>
      )}
    </section>
  );
}
