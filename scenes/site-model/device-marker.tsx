import { useRef, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import type { Mesh } from 'three';

export interface MarkerData {
  id: string;
  name: string;
  /** Local metres: x east, y north. */
  x: number;
  y: number;
  status: 'online' | 'offline' | 'warning' | 'fault';
  /** Short value lines for the label, e.g. "DO 6.2 mg/L". */
  values: string[];
}

const COLOR = { online: '#22a05a', offline: '#8c8c8c', warning: '#faa014', fault: '#dc2828' } as const;
const POLE_M = 14;
const PULSE_S = 1.4;
/** The ring's phase when it does not move (reduced motion): wide and half faded, still plainly a ring. */
const STILL_PHASE = 0.35;

/** Whether a marker's ring pulses: the device has a warning or a fault. */
export const isAlarmed = (marker: MarkerData) => marker.status === 'warning' || marker.status === 'fault';

/** A device on its pole with a live label; a ring pulses while it has a warning or fault (and stands still under reduced motion). */
export function DeviceMarker({ marker, still = false, onSelect }: { marker: MarkerData; still?: boolean; onSelect?: (id: string) => void }) {
  const ring = useRef<Mesh>(null);
  // Labels mount after the first frame: drei's Html mounted before the canvas has its size can
  // lose its content when its portal root is recreated.
  const [framed, setFramed] = useState(false);
  const alarmed = isAlarmed(marker);
  useFrame(({ clock }) => {
    if (!framed) setFramed(true);
    if (!ring.current) return;
    const phase = still ? STILL_PHASE : (clock.elapsedTime % PULSE_S) / PULSE_S;
    ring.current.scale.setScalar(1 + phase * 3);
    (ring.current.material as { opacity: number }).opacity = 0.8 * (1 - phase);
  });
  const color = COLOR[marker.status];
  return (
    <group position={[marker.x, 0, -marker.y]}>
      <mesh position={[0, POLE_M / 2, 0]}>
        <cylinderGeometry args={[0.6, 0.6, POLE_M, 8]} />
        <meshStandardMaterial color="#555" />
      </mesh>
      <mesh
        position={[0, POLE_M + 3, 0]}
        onClick={(e) => {
          e.stopPropagation();
          onSelect?.(marker.id);
        }}
        onPointerOver={() => (document.body.style.cursor = 'pointer')}
        onPointerOut={() => (document.body.style.cursor = '')}
      >
        <sphereGeometry args={[4, 20, 14]} />
        <meshStandardMaterial color={color} emissive={color} emissiveIntensity={0.35} />
      </mesh>
      {alarmed && (
        <mesh ref={ring} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.6, 0]}>
          <ringGeometry args={[5, 7, 32]} />
          <meshBasicMaterial color={color} transparent opacity={0.8} depthWrite={false} />
        </mesh>
      )}
      {framed && (
      <Html position={[0, POLE_M + 9, 0]} center distanceFactor={700} zIndexRange={[10, 0]}>
        <div
          data-marker={marker.id}
          data-status={marker.status}
          onClick={() => onSelect?.(marker.id)}
          style={{
            background: 'rgba(20,24,33,0.82)', color: '#fff', borderRadius: 4, padding: '3px 6px', fontSize: 12,
            whiteSpace: 'nowrap', borderLeft: `3px solid ${color}`, cursor: 'pointer', userSelect: 'none',
          }}
        >
          <div style={{ fontWeight: 600 }} data-user-data>{marker.name}</div>
          {marker.values.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      </Html>
      )}
    </group>
  );
}
