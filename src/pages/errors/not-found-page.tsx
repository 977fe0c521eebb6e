import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** Every unknown path: the page does not exist. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorScreen status="404" text={t('errors.e404')} />;
}
