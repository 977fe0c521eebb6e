import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** /403 (route name error-403): insufficient permission. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorScreen status="403" text={t('errors.e403')} />;
}
