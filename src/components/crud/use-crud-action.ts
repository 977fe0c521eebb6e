import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Runs one write (delete, restore, a toggle) and says how it went: the done message on success
 * (made from the answer where it counts what was done), the server's words (or the generic
 * "operation failed") on refusal; then `after` (a reload). Answers whether it went through.
 */
export function useCrudAction(after?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async <T>(action: () => Promise<T>, done: string | ((answer: T) => string)) => {
      try {
        const answer = await action();
        void message.success(typeof done === 'function' ? done(answer) : done);
        after?.();
        return true;
      } catch (error) {
        void message.error((error as Error).message || t('common.operationFailed'));
        return false;
      }
    },
    [after, message, t],
  );
}
