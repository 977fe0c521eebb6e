import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { demoHistory$ } from '../../../streams/demo-history';
import { useStream } from '../../hooks/use-stream';
import './demo-history-i18n';

/**
 * A one-line notice above a history or report page while the first start still writes the demo
 * history (issue 42): an empty month there is the history not yet written, not a device that
 * measured nothing. Nothing once it is done, without the simulator, or when the server cannot say.
 */
export function DemoHistoryNotice() {
  const { t } = useTranslation();
  const backfill = useStream(demoHistory$).data?.backfill;
  if (!backfill || backfill.done) return null;
  return (
    <Alert
      data-testid="demo-history-notice"
      type="info"
      showIcon
      title={t('demoHistory.filling', { progress: backfill.progress })}
      style={{ marginBottom: 12, padding: '4px 12px' }}
    />
  );
}
