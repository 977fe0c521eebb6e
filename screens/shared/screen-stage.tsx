import { useEffect, useState, type ReactNode } from 'react';
import './screen.css';

export const STAGE_W = 1920;
export const STAGE_H = 1080;

/** Scale that fits the 1920x1080 design into the window without distortion (letterboxed). */
export function stageScale(width: number, height: number): number {
  return Math.min(width / STAGE_W, height / STAGE_H);
}

function useWindowScale(): number {
  const [scale, setScale] = useState(() => stageScale(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setScale(stageScale(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

/**
 * The fixed 1920x1080 stage every screen is laid out on, scaled as one piece with a CSS transform
 * and centred in a black letterbox, so panels keep their proportions on any wall.
 */
export function ScreenStage({ children, testId }: { children: ReactNode; testId: string }) {
  const scale = useWindowScale();
  const left = (window.innerWidth - STAGE_W * scale) / 2;
  const top = (window.innerHeight - STAGE_H * scale) / 2;
  return (
    <div className="screen-letterbox">
      <div
        className="screen-stage"
        data-testid={testId}
        data-scale={scale.toFixed(4)}
        style={{ width: STAGE_W, height: STAGE_H, transform: `translate(${left}px, ${top}px) scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
