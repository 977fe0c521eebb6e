import { useMemo } from 'react';
import { Canvas } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { useReducedMotion } from '../../src/hooks/use-reduced-motion';
import { DeviceMarker, isAlarmed, type MarkerData } from './device-marker';
import { extentOf, localFrame } from './local-frame';
import { flatGeometry, outerRing, prismGeometry, type Ring } from './site-geometry';

export type { MarkerData } from './device-marker';

export interface SiteModelSite {
  longitude: number;
  latitude: number;
  layout: { features: Array<{ geometry: { type: string; coordinates: unknown }; properties: { kind: string; height?: number } }> };
  ponds: Array<{ id: number; polygon: Ring }>;
}

export interface SiteModelProps {
  site: SiteModelSite;
  /** Devices with local positions (see markersOf) and their live state. */
  markers: MarkerData[];
  onSelect?: (deviceId: string) => void;
}

const STYLE: Record<string, { color: string; height?: number; opacity?: number }> = {
  greenhouse: { color: '#e8f4ec', height: 4, opacity: 0.75 },
  building: { color: '#c9bfae', height: 6 },
  dam: { color: '#9a9aa4', height: 30 },
};
const POND_DEPTH_M = 1.5;

/**
 * A site in 3D from its GeoJSON: ponds and reservoir water as water planes, greenhouses and
 * buildings as boxes of their footprint, the dam as an extruded wall; device markers with live
 * labels pulse on alarm. Orbit with the mouse; clicking a marker reports its device id.
 * Frames are drawn when something changes (a live value, the orbit, a resize), not sixty a second:
 * only a pulsing marker needs every frame, and none pulses when the system asks for reduced motion.
 */
export default function SiteModel({ site, markers, onSelect }: SiteModelProps) {
  const frame = useMemo(() => localFrame(site.longitude, site.latitude), [site.longitude, site.latitude]);
  const solids = useMemo(
    () =>
      site.layout.features.flatMap((f, i) => {
        const ring = outerRing(f.geometry);
        const style = STYLE[f.properties.kind];
        if (!ring || !style) return [];
        return [{ key: `f${i}`, geometry: prismGeometry(ring, frame, f.properties.height ?? style.height ?? 4), style }];
      }),
    [site.layout, frame],
  );
  const waters = useMemo(
    () => [
      ...site.layout.features.filter((f) => f.properties.kind === 'water').flatMap((f, i) => {
        const ring = outerRing(f.geometry);
        return ring ? [{ key: `w${i}`, geometry: flatGeometry(ring, frame) }] : [];
      }),
      ...site.ponds.map((p) => ({ key: `p${p.id}`, geometry: flatGeometry(p.polygon, frame) })),
    ],
    [site.layout, site.ponds, frame],
  );
  const extent = useMemo(() => {
    const pts: Array<[number, number]> = markers.map((m) => [m.x, m.y]);
    for (const p of site.ponds) for (const [lon, lat] of p.polygon) pts.push(frame.toLocal(lon, lat));
    return extentOf(pts);
  }, [markers, site.ponds, frame]);
  const ground = extent * 2.6;
  const still = useReducedMotion();
  const pulsing = !still && markers.some(isAlarmed);

  return (
    <Canvas
      frameloop={pulsing ? 'always' : 'demand'}
      camera={{ position: [extent * 0.9, extent * 1.1, extent * 1.5], fov: 45, near: 1, far: extent * 20 }}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      dpr={[1, 2]}
      style={{ position: 'absolute', inset: 0 }}
      data-testid="site-model-canvas"
    >
      <color attach="background" args={['#dfe9f2']} />
      <hemisphereLight args={['#ffffff', '#7a8a6a', 1.1]} />
      <directionalLight position={[extent, extent * 2, extent * 0.5]} intensity={1.4} />
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.05, 0]}>
        <planeGeometry args={[ground, ground]} />
        <meshStandardMaterial color="#9fbf86" />
      </mesh>
      {waters.map((w) => (
        <mesh key={w.key} geometry={w.geometry} rotation={[-Math.PI / 2, 0, 0]} position={[0, -POND_DEPTH_M + 1.6, 0]}>
          <meshStandardMaterial color="#3f86c8" roughness={0.2} metalness={0.1} />
        </mesh>
      ))}
      {solids.map((s) => (
        <mesh key={s.key} geometry={s.geometry} rotation={[-Math.PI / 2, 0, 0]}>
          <meshStandardMaterial color={s.style.color} transparent={s.style.opacity !== undefined} opacity={s.style.opacity ?? 1} />
        </mesh>
      ))}
      {markers.map((m) => (
        <DeviceMarker key={m.id} marker={m} still={still} onSelect={onSelect} />
      ))}
      <OrbitControls makeDefault maxPolarAngle={Math.PI / 2.1} minDistance={20} maxDistance={extent * 8} />
    </Canvas>
  );
}
