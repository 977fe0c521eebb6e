import { useMemo } from 'react';
import { pollUntil$ } from '../../../streams';
import { PAYMENT_ENDPOINTS, type OrderStatus } from '../../../shared/contract/api/payments';
import { useClock } from '../../hooks/use-clock';
import { useStream } from '../../hooks/use-stream';

/** How often the paying page asks for the order's status. */
export const ORDER_POLL_MS = 2000;
const SECOND_MS = 1000;

export interface OrderWatch {
  status: OrderStatus;
  /** Seconds left before the order expires (never negative). */
  secondsLeft: number;
  /** The last status check failed (the next one is already scheduled). */
  failing: boolean;
}

/**
 * Watches one order while the customer pays: its status every ORDER_POLL_MS until it is paid,
 * closed or refunded (a short-lived stream, streams/poll-until.ts, that also stops when the
 * component leaves), and a one-second countdown to its expiry. Not on the refresh clock: it must
 * react within seconds whatever the user's refresh interval, and ends with the payment.
 */
export function useOrderWatch(id: number, expiresAt: string): OrderWatch {
  const watch$ = useMemo(() => pollUntil$(PAYMENT_ENDPOINTS.status, { params: { id } }, (order) => order.status !== 'notpay', { every: ORDER_POLL_MS }), [id]);
  const state = useStream(watch$);
  const status = state.data?.status ?? 'notpay';
  const now = useClock(SECOND_MS, status === 'notpay');
  const secondsLeft = Math.max(0, Math.round((new Date(expiresAt).getTime() - now) / SECOND_MS));
  return { status, secondsLeft, failing: state.status === 'error' || state.status === 'stale' };
}

/** mm:ss */
export const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
