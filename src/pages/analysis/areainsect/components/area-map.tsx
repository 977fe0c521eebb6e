import { useEffect, useMemo, useState } from 'react';
import DeckGL from '@deck.gl/react';
import { WebMercatorViewport } from '@deck.gl/core';
import { PolygonLayer, TextLayer } from '@deck.gl/layers';
import { loadBasemap, type Basemap } from '../../../../../scenes/device-map/basemap';
import { basemapLayers } from '../../../../../scenes/device-map/layers';
import { loadChinaBasemap, type ChinaBasemap } from '../../../../../scenes/device-map/china-basemap';
import { chinaLayers } from '../../../../../scenes/device-map/china-layers';
import { useTranslation } from 'react-i18next';
import type { AreaSummaryRow } from '../../../../api/insects';

const HEIGHT = 360;
/** Light yellow for no insects to deep red for the area with the most. */
const LOW: [number, number, number] = [255, 240, 180];
const HIGH: [number, number, number] = [200, 30, 20];

export const shade = (total: number, max: number): [number, number, number, number] => {
  const f = max > 0 ? Math.min(1, total / max) : 0;
  return [0, 1, 2].map((i) => Math.round(LOW[i] + (HIGH[i] - LOW[i]) * f)).concat(190) as [number, number, number, number];
};

function viewOf(rows: readonly AreaSummaryRow[], width: number) {
  const points = rows.flatMap((r) => r.outline);
  if (points.length === 0 || width < 10) return { longitude: 113, latitude: 33, zoom: 3.6 };
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return new WebMercatorViewport({ width, height: HEIGHT }).fitBounds(
    [
      [Math.min(...lons), Math.min(...lats)],
      [Math.max(...lons), Math.max(...lats)],
    ],
    { padding: 40, maxZoom: 17 } as never,
  );
}

/** The areas on the offline basemap, each shaded by its insect total and labelled with it. */
export function AreaMap({ rows, width }: { rows: readonly AreaSummaryRow[]; width: number }) {
  const { i18n } = useTranslation();
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [china, setChina] = useState<ChinaBasemap | null>(null);
  useEffect(() => {
    let live = true;
    void loadBasemap().then((b) => live && setBasemap(b));
    void loadChinaBasemap().then((c) => live && setChina(c));
    return () => {
      live = false;
    };
  }, []);
  const max = Math.max(0, ...rows.map((r) => r.total));
  const view = useMemo(() => viewOf(rows, width), [rows, width]);
  const layers = [
    ...basemapLayers(basemap),
    ...chinaLayers(china, view.zoom, i18n.language),
    new PolygonLayer<AreaSummaryRow>({
      id: 'insect-areas',
      data: rows as AreaSummaryRow[],
      getPolygon: (r) => r.outline as [number, number][],
      getFillColor: (r) => shade(r.total, max),
      getLineColor: [120, 60, 20, 255],
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      pickable: true,
      updateTriggers: { getFillColor: [max, rows] },
    }),
    new TextLayer<AreaSummaryRow>({
      id: 'insect-area-labels',
      data: rows as AreaSummaryRow[],
      getPosition: (r) => [r.outline.reduce((s, p) => s + p[0], 0) / r.outline.length, r.outline.reduce((s, p) => s + p[1], 0) / r.outline.length],
      getText: (r) => `${r.name} ${r.total}`,
      getSize: 14,
      getColor: [20, 20, 20, 255],
      characterSet: 'auto',
    }),
  ];
  return (
    <div style={{ position: 'relative', height: HEIGHT, border: '1px solid #eee' }} data-testid="areainsect-map" data-areas={rows.length}>
      <DeckGL key={`${rows.length}:${width}`} initialViewState={view} controller layers={layers} style={{ position: 'absolute', inset: '0' }} getTooltip={({ object }) => (object ? `${(object as AreaSummaryRow).name}: ${(object as AreaSummaryRow).total}` : null)} />
    </div>
  );
}
