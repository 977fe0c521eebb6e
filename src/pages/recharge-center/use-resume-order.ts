import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/payments';
import { resumeOrder } from './resume-order';

const PATH = '/recharge-center';

/**
 * `?order=<id>` (My Orders' Pay): resumes that unpaid order once and hands it to `show`, then
 * drops the id from the address, so Pay on the same order later (the page kept in its tab)
 * resumes it again. Answers whether a resume is under way.
 */
export function useResumeOrder(show: (order: Order) => void): boolean {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useRouterState({ select: (s) => (s.location.pathname === PATH ? Number((s.location.search as Record<string, unknown>).order) || null : null) });
  const [resuming, setResuming] = useState(false);
  // The id in hand: an effect run twice (React's strict mode) must not make two new orders.
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (!id) {
      handled.current = null;
      return;
    }
    if (handled.current === id) return;
    handled.current = id;
    setResuming(true);
    resumeOrder(id)
      .then((resumed) => {
        if ('order' in resumed) show(resumed.order);
        else void message.info(t(resumed.settled === 'paid' ? 'recharge.alreadyPaid' : 'recharge.notPayable'));
      })
      .catch((error: Error) => void message.error(error.message || t('common.operationFailed')))
      .finally(() => {
        setResuming(false);
        void navigate({ to: PATH, search: {} as never, replace: true });
      });
    // show is the page's state setter; the id alone starts a resume.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return resuming;
}
