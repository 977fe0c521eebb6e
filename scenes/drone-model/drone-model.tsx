import { Suspense, useEffect, useMemo } from 'react';
import { Canvas, type ThreeEvent } from '@react-three/fiber';
import { Line, OrbitControls, useGLTF } from '@react-three/drei';
import { TilesRenderer } from '3d-tiles-renderer/r3f';
import type { Point3 } from './measure';

export interface DroneModelProps {
  format: 'glb' | '3dtiles';
  url: string;
  /** Points picked for measuring, in metres; the page owns them. */
  points: Point3[];
  /** Close the outline (area) or leave it open (distance). */
  closed: boolean;
  /** A click on the model surface (not a drag); null when measuring is off. */
  onPick: ((point: Point3) => void) | null;
  /** The model is in view (loaded and drawn once). */
  onLoaded?: () => void;
}

/** A click that moved the pointer further than this is a drag of the orbit controls. */
const CLICK_SLOP_PX = 4;

function pickHandler(onPick: DroneModelProps['onPick']) {
  return (e: ThreeEvent<MouseEvent>) => {
    if (!onPick || e.delta > CLICK_SLOP_PX) return;
    e.stopPropagation();
    onPick([e.point.x, e.point.y, e.point.z]);
  };
}

function GlbModel({ url, onPick, onLoaded }: Pick<DroneModelProps, 'url' | 'onPick' | 'onLoaded'>) {
  // No Draco or Meshopt decoders: they would be fetched from a CDN, and the viewer must work offline.
  const gltf = useGLTF(url, false, false);
  useEffect(() => onLoaded?.(), [gltf, onLoaded]);
  return <primitive object={gltf.scene} onClick={pickHandler(onPick)} />;
}

function TilesModel({ url, onPick, onLoaded }: Pick<DroneModelProps, 'url' | 'onPick' | 'onLoaded'>) {
  // 3D Tiles are z up; the scene is y up.
  return (
    <group rotation-x={-Math.PI / 2} onClick={pickHandler(onPick)}>
      <TilesRenderer url={url} onLoadModel={onLoaded} />
    </group>
  );
}

/** The picked points as markers and a line through them (closed for an area). */
function MeasureOverlay({ points, closed }: Pick<DroneModelProps, 'points' | 'closed'>) {
  const line = useMemo(() => (closed && points.length > 2 ? [...points, points[0]] : points), [points, closed]);
  return (
    <group>
      {points.map((p, i) => (
        <mesh key={i} position={p}>
          <sphereGeometry args={[2.5, 16, 12]} />
          <meshBasicMaterial color="#ff4d4f" depthTest={false} />
        </mesh>
      ))}
      {line.length > 1 && <Line points={line} color="#ff4d4f" lineWidth={3} depthTest={false} />}
    </group>
  );
}

/**
 * A site's drone photogrammetry model (glTF/GLB through drei, OGC 3D Tiles through
 * 3d-tiles-renderer) in metres around the site centre, with orbit controls and the measuring
 * overlay. Picks report surface points; the page turns them into distances and areas.
 */
export default function DroneModel({ format, url, points, closed, onPick, onLoaded }: DroneModelProps) {
  return (
    <Canvas
      camera={{ position: [380, 420, 520], fov: 45, near: 1, far: 20000 }}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      dpr={[1, 2]}
      style={{ position: 'absolute', inset: 0, cursor: onPick ? 'crosshair' : 'grab' }}
      data-testid="drone-model-canvas"
    >
      <color attach="background" args={['#cdd9e5']} />
      <hemisphereLight args={['#ffffff', '#6b6b5a', 1.2]} />
      <directionalLight position={[300, 600, 200]} intensity={1.5} />
      <Suspense fallback={null}>
        {format === 'glb' ? <GlbModel url={url} onPick={onPick} onLoaded={onLoaded} /> : <TilesModel url={url} onPick={onPick} onLoaded={onLoaded} />}
      </Suspense>
      <MeasureOverlay points={points} closed={closed} />
      <OrbitControls makeDefault maxPolarAngle={Math.PI / 2.05} />
    </Canvas>
  );
}
