import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadOutline, type Outline } from '../../../../components/location-picker/outline';
import { ASPECT, clampView, viewBoxOf } from '../../../../components/location-picker/view-box';

/** Close enough to see the province around the origin, far enough to recognise the coast. */
const ZOOM = 24;

/**
 * The origin as a dot on the bundled offline outline (Natural Earth, SVG): no tiles, no network
 * beyond this site, light enough for a phone.
 */
export function OriginMap({ longitude, latitude }: { longitude: number; latitude: number }) {
  const { t } = useTranslation();
  const [outline, setOutline] = useState<Outline | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadOutline().then(
      (loaded) => live && setOutline(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const box = viewBoxOf(clampView({ lon: longitude, lat: latitude, zoom: ZOOM }));
  const r = box.width / 50;
  return (
    <div style={{ position: 'relative', aspectRatio: `${ASPECT} / 1`, background: '#d6e9f8', borderRadius: 8, overflow: 'hidden' }}>
      {failed && <Typography.Text type="danger" style={{ position: 'absolute', top: 8, left: 8 }}>{t('traceSearch.mapFailed')}</Typography.Text>}
      <svg role="img" aria-label={t('traceSearch.map')} data-testid="trace-origin-map" viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`} preserveAspectRatio="none" width="100%" height="100%" style={{ display: 'block' }}>
        {outline && <path d={outline.land} fill="#f4f1e8" stroke="#9bb" strokeWidth={box.width / 900} />}
        {outline && <path d={outline.borders} fill="none" stroke="#b9a98f" strokeWidth={box.width / 1200} />}
        <circle cx={longitude + 180} cy={90 - latitude} r={r} fill="#f5222d" stroke="#fff" strokeWidth={r / 4} />
      </svg>
    </div>
  );
}
