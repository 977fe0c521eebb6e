import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** /500: a page's main call failed on the server. */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorScreen status="500" text={t('errors.e500')} />;
}
