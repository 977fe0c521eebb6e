import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Runs one write (delete, restore, a toggle) and says how it went: the done message on success,
 * the server's words (or the generic "operation failed") on refusal; then `after` (a reload).
 */
export function useCrudAction(after?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (action: () => Promise<unknown>, done: string) => {
      try {
        await action();
        void message.success(done);
        after?.();
      } catch (error) {
        void message.error((error as Error).message || t('common.operationFailed'));
      }
    },
    [after, message, t],
  );
}
