import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { qrUrl, type TraceRecord } from '../../../../api/tracing';
import { USER_DATA } from '../../../../lib/user-data';

/** The batch's QR code as the server draws it, the public address it opens, a PNG download and the label sheet. */
export function QrModal({ record, onClose, onPrint }: { record: TraceRecord; onClose(): void; onPrint(): void }) {
  const { t } = useTranslation();
  const address = `${window.location.origin}${record.public_path}`;
  return (
    <Modal open title={t('tracing.qrTitle', { batch: record.batch_no })} onCancel={onClose} footer={null} destroyOnHidden>
      <div style={{ textAlign: 'center' }} data-testid="trace-qr">
        <img src={qrUrl(record.id)} alt={t('tracing.qr')} width={220} height={220} data-testid="trace-qr-image" />
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>{t('tracing.publicUrl')}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: address }}>
          <a href={record.public_path} target="_blank" rel="noreferrer" {...USER_DATA}>{address}</a>
        </Typography.Paragraph>
        <Space>
          <Button href={qrUrl(record.id)} download={`trace-${record.batch_no}.png`} data-testid="trace-qr-download">{t('tracing.download')}</Button>
          <Button type="primary" onClick={onPrint} data-testid="trace-qr-print">{t('tracing.printLabels')}</Button>
        </Space>
      </div>
    </Modal>
  );
}
