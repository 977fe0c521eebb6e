import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ptzControl, type CameraView, type PtzDirection } from '../api/cameras';

export interface PtzPosition {
  pan: number;
  tilt: number;
  zoom: number;
}

/**
 * Hold-to-move PTZ of one camera, shared by the console's pad and the phone's: press sends start,
 * release sends stop. Commands go out one after another, so a quick click's stop can never
 * overtake its start and leave the camera turning; a pad that goes away while a key is held
 * (cell closed, tab hidden, page left) still stops the camera.
 */
export function usePtzHold(camera: Pick<CameraView, 'deviceSerial' | 'channelNo'>, speed: number, onError: (error: Error) => void) {
  const [moving, setMoving] = useState<PtzDirection | null>(null);
  const [position, setPosition] = useState<PtzPosition | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const movingRef = useRef<PtzDirection | null>(null);

  const send = (action: 'start' | 'stop', direction: PtzDirection) => {
    queue.current = queue.current.then(async () => {
      try {
        const result = await ptzControl({ action, deviceSerial: camera.deviceSerial, channelNo: camera.channelNo, direction, speed });
        if (result.ptz) setPosition(result.ptz);
      } catch (error) {
        onError(error as Error);
      }
    });
  };
  const press = (direction: PtzDirection) => {
    if (movingRef.current) return;
    movingRef.current = direction;
    setMoving(direction);
    send('start', direction);
  };
  const release = () => {
    const direction = movingRef.current;
    if (!direction) return;
    movingRef.current = null;
    setMoving(null);
    send('stop', direction);
  };
  const releaseRef = useRef(release);
  useEffect(() => {
    releaseRef.current = release;
  });
  useEffect(() => () => releaseRef.current(), []);
  /** Read at once, not at the next render: a key let go right after its press must still stop. */
  const holding = (direction: PtzDirection) => movingRef.current === direction;
  /**
   * A pad key's handlers: the pointer held on it (captured, so sliding off still ends with the
   * release) or Enter/Space held while it has the focus; the focus leaving it stops too.
   */
  const holdProps = (direction: PtzDirection) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      press(direction);
    },
    onPointerUp: release,
    onPointerCancel: release,
    onLostPointerCapture: release,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if ((e.key === 'Enter' || e.key === ' ') && !e.repeat) {
        e.preventDefault();
        press(direction);
      }
    },
    onKeyUp: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Enter' || e.key === ' ') release();
    },
    onBlur: release,
  });
  return { moving, position, press, release, holding, holdProps };
}
