import { useEffect } from 'react';
import { LockOutlined } from '@ant-design/icons';
import './lock-overlay.css';

/** Spec section 9: the lock animation runs for 3 s. */
export const LOCK_ANIMATION_MS = 3000;

/**
 * A circle that grows from the lock button to cover the window; it lives above the router so it
 * keeps playing across the navigation to /locking, then calls `onDone`.
 */
export function LockOverlay({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, LOCK_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div className="lock-overlay" data-testid="lock-animation" aria-hidden>
      <div className="lock-overlay__circle" />
      <LockOutlined className="lock-overlay__icon" />
    </div>
  );
}
