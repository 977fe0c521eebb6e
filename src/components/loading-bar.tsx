import { useEffect, useState } from 'react';
import './loading-bar.css';

/** How long the finished bar stays visible at full width before it fades. */
const FINISH_MS = 300;

/**
 * The thin bar at the top of the window: it creeps while `active` and completes when the
 * navigation has finished.
 */
export function LoadingBar({ active }: { active: boolean }) {
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  useEffect(() => {
    if (active) {
      setPhase('running');
      return;
    }
    setPhase((p) => (p === 'running' ? 'done' : p));
    const timer = setTimeout(() => setPhase((p) => (p === 'done' ? 'idle' : p)), FINISH_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return <div className={`loading-bar loading-bar--${phase}`} data-testid="loading-bar" data-phase={phase} aria-hidden />;
}
