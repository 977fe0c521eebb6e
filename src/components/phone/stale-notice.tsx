import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OfflineRead } from '../../hooks/use-offline-read';

/** Says the page shows data kept on the phone, and from when; or that nothing was kept. */
export function StaleNotice({ read }: { read: Pick<OfflineRead<unknown>, 'stale' | 'failed' | 'savedAt'> }) {
  const { t } = useTranslation();
  if (read.failed) return <Alert type="warning" showIcon title={t('phone.nothingKept')} data-testid="phone-stale" />;
  if (!read.stale || read.savedAt === undefined) return null;
  return <Alert type="warning" showIcon title={t('phone.staleNotice', { time: dayjs(read.savedAt).format('MM-DD HH:mm') })} data-testid="phone-stale" />;
}
