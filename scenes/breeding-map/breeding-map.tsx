import { useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { pointsAttr, svgFrame, type LonLat, type SvgFrame } from './svg-frame';

export type PondQuality = 'good' | 'fair' | 'poor' | 'nodata';

export interface BreedingPond {
  id: number;
  name: string;
  polygon: LonLat[];
  quality: PondQuality;
}

export interface BreedingMapProps {
  site: { longitude: number; latitude: number; layout: { features: Array<{ geometry: { type: string; coordinates: unknown }; properties: { kind: string } }> } };
  ponds: BreedingPond[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** While drawing: the outline so far; clicks add vertices. Null when not drawing. */
  draft: LonLat[] | null;
  onDraftChange: (ring: LonLat[]) => void;
  /** A vertex of the selected pond was dragged, or the pond moved as a whole (on release). */
  onPolygonChange: (id: number, ring: LonLat[]) => void;
}

export const QUALITY_FILL: Record<PondQuality, string> = { good: '#3fa7d6', fair: '#f2b134', poor: '#e5484d', nodata: '#9fb4c7' };
const LAYOUT_FILL: Record<string, string> = { building: '#cfc6b6', greenhouse: '#eef6ef', water: '#a9cdea', dam: '#9a9aa4', boundary: 'none' };

type Drag = { id: number; vertex: number | null; start: [number, number]; ring: LonLat[] };

function svgPoint(svg: SVGSVGElement, e: { clientX: number; clientY: number }): [number, number] {
  const pt = svg.createSVGPoint();
  pt.x = e.clientX;
  pt.y = e.clientY;
  const local = pt.matrixTransform(svg.getScreenCTM()!.inverse());
  return [local.x, local.y];
}

function moved(frame: SvgFrame, drag: Drag, at: [number, number]): LonLat[] {
  const dx = at[0] - drag.start[0];
  const dy = at[1] - drag.start[1];
  return drag.ring.map((p, i) => {
    if (drag.vertex !== null && i !== drag.vertex) return p;
    const [x, y] = frame.toSvg(p);
    return frame.toLonLat(x + dx, y + dy);
  });
}

/**
 * The breeding map: the site's layout as a flat plan with its ponds coloured by water quality.
 * Click a pond to select it; drag its handles to move a vertex, or its body to move it; in drawing
 * mode each click adds a vertex to the draft. An SVG editor: precise hit-testing, no WebGL needed.
 */
export default function BreedingMap({ site, ponds, selectedId, onSelect, draft, onDraftChange, onPolygonChange }: BreedingMapProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<(Drag & { now: LonLat[] }) | null>(null);
  const frame = useMemo(() => {
    const pts: LonLat[] = ponds.flatMap((p) => p.polygon);
    for (const f of site.layout.features) if (f.geometry.type === 'Polygon') pts.push(...((f.geometry.coordinates as LonLat[][])[0] ?? []));
    return svgFrame(site.longitude, site.latitude, pts);
    // Ponds moving must not rescale the plan under the pointer: the frame follows the site only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site]);
  const handleSize = useMemo(() => Number(frame.viewBox.split(' ')[2]) / 120, [frame]);

  const begin = (e: ReactPointerEvent, pond: BreedingPond, vertex: number | null) => {
    if (draft || !svg.current) return;
    e.stopPropagation();
    onSelect(pond.id);
    if (pond.id !== selectedId && vertex === null) return;
    (e.target as Element).setPointerCapture(e.pointerId);
    setDrag({ id: pond.id, vertex, start: svgPoint(svg.current, e), ring: pond.polygon, now: pond.polygon });
  };
  const move = (e: ReactPointerEvent) => {
    if (!drag || !svg.current) return;
    setDrag({ ...drag, now: moved(frame, drag, svgPoint(svg.current, e)) });
  };
  const end = () => {
    if (!drag) return;
    const changed = drag.now.some((p, i) => p[0] !== drag.ring[i][0] || p[1] !== drag.ring[i][1]);
    if (changed) onPolygonChange(drag.id, drag.now);
    setDrag(null);
  };

  return (
    <svg
      ref={svg}
      viewBox={frame.viewBox}
      style={{ width: '100%', height: '100%', background: '#e7eddf', touchAction: 'none', cursor: draft ? 'crosshair' : 'default' }}
      data-testid="breeding-map"
      onPointerMove={move}
      onPointerUp={end}
      onClick={(e) => {
        if (draft && svg.current) onDraftChange([...draft, frame.toLonLat(...svgPoint(svg.current, e))]);
        else if (!drag) onSelect(null);
      }}
    >
      {site.layout.features.map((f, i) =>
        f.geometry.type === 'Polygon' ? (
          <polygon
            key={i}
            points={pointsAttr((f.geometry.coordinates as LonLat[][])[0], frame)}
            fill={LAYOUT_FILL[f.properties.kind] ?? '#ddd'}
            stroke={f.properties.kind === 'boundary' ? '#6b8f5e' : '#fff'}
            strokeWidth={handleSize / 4}
            strokeDasharray={f.properties.kind === 'boundary' ? `${handleSize} ${handleSize / 2}` : undefined}
            pointerEvents="none"
          />
        ) : null,
      )}
      {ponds.map((pond) => {
        const ring = drag?.id === pond.id ? drag.now : pond.polygon;
        const selected = pond.id === selectedId;
        const [cx, cy] = ring.map((p) => frame.toSvg(p)).reduce((a, b) => [a[0] + b[0] / ring.length, a[1] + b[1] / ring.length], [0, 0]);
        return (
          <g key={pond.id} data-pond-id={pond.id} data-quality={pond.quality}>
            <polygon
              points={pointsAttr(ring, frame)}
              fill={QUALITY_FILL[pond.quality]}
              fillOpacity={0.85}
              stroke={selected ? '#1d39c4' : '#fff'}
              strokeWidth={selected ? handleSize / 2 : handleSize / 4}
              style={{ cursor: draft ? 'crosshair' : selected ? 'move' : 'pointer' }}
              onPointerDown={(e) => begin(e, pond, null)}
              onClick={(e) => !draft && e.stopPropagation()}
            />
            <text x={cx} y={cy} fontSize={handleSize * 2.2} textAnchor="middle" dominantBaseline="middle" fill="#fff" pointerEvents="none" style={{ fontWeight: 600 }} data-user-data>
              {pond.name}
            </text>
            {selected &&
              !draft &&
              ring.map((p, i) => {
                const [x, y] = frame.toSvg(p);
                return (
                  <rect
                    key={i}
                    x={x - handleSize}
                    y={y - handleSize}
                    width={handleSize * 2}
                    height={handleSize * 2}
                    fill="#fff"
                    stroke="#1d39c4"
                    strokeWidth={handleSize / 4}
                    style={{ cursor: 'grab' }}
                    data-vertex={i}
                    onPointerDown={(e) => begin(e, pond, i)}
                    onClick={(e) => e.stopPropagation()}
                  />
                );
              })}
          </g>
        );
      })}
      {draft && draft.length > 0 && (
        <g data-testid="pond-draft" pointerEvents="none">
          <polyline points={pointsAttr(draft, frame)} fill="rgba(29,57,196,0.15)" stroke="#1d39c4" strokeWidth={handleSize / 3} strokeDasharray={`${handleSize} ${handleSize / 2}`} />
          {draft.map((p, i) => {
            const [x, y] = frame.toSvg(p);
            return <circle key={i} cx={x} cy={y} r={handleSize} fill="#1d39c4" />;
          })}
        </g>
      )}
    </svg>
  );
}
