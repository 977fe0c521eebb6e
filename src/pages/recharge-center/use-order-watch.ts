import { useEffect, useState } from 'react';
import { orderStatus, type OrderStatus } from '../../api/payments';

/** How often the paying page asks for the order's status. */
export const ORDER_POLL_MS = 2000;

export interface OrderWatch {
  status: OrderStatus;
  /** Seconds left before the order expires (never negative). */
  secondsLeft: number;
  /** The last status check failed (the next one is already scheduled). */
  failing: boolean;
}

/**
 * Watches one order while the customer pays: its status every ORDER_POLL_MS and a one-second
 * countdown to its expiry. Stops by itself once the order is paid, closed or refunded, and when the
 * component leaves. A short-lived loop tied to this page rather than a stream on the refresh clock:
 * it must react within seconds whatever the user's refresh interval, and ends with the payment.
 */
export function useOrderWatch(id: number, expiresAt: string): OrderWatch {
  const deadline = new Date(expiresAt).getTime();
  const left = () => Math.max(0, Math.round((deadline - Date.now()) / 1000));
  const [state, setState] = useState<OrderWatch>({ status: 'notpay', secondsLeft: left(), failing: false });

  useEffect(() => {
    let live = true;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const check = async () => {
      try {
        const answer = await orderStatus(id, { signal: controller.signal });
        if (!live) return;
        setState((s) => ({ ...s, status: answer.status, failing: false }));
        if (answer.status === 'notpay') poll = setTimeout(check, ORDER_POLL_MS);
      } catch {
        if (!live) return;
        setState((s) => ({ ...s, failing: true }));
        poll = setTimeout(check, ORDER_POLL_MS);
      }
    };
    poll = setTimeout(check, ORDER_POLL_MS);
    const tick = setInterval(() => setState((s) => ({ ...s, secondsLeft: left() })), 1000);
    return () => {
      live = false;
      controller.abort();
      clearTimeout(poll);
      clearInterval(tick);
    };
    // `left` only reads the deadline, which follows expiresAt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, deadline]);

  return state;
}

/** mm:ss */
export const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
