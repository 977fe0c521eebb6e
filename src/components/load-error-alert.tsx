import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface LoadErrorAlertProps {
  /** The server's message in the caller's language; the generic "could not load" without one. */
  message?: string;
  onRetry(): void;
}

/** A list's failed load above the list: what went wrong and a Retry that asks again. */
export function LoadErrorAlert({ message, onRetry }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={message || t('common.loadFailed')}
      action={<Button size="small" onClick={onRetry}>{t('common.retry')}</Button>}
      style={{ marginBottom: 16 }}
    />
  );
}
