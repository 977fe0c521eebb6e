import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, Space, Typography } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import { useTranslation } from 'react-i18next';
import { qrUrl, type TraceRecord } from '../../../../api/tracing';
import { USER_DATA } from '../../../../lib/user-data';
import './label-sheet.css';

/** A full A4 sheet of one batch's labels by default (3 x 4). */
const LABELS_PER_SHEET = 12;
const MAX_COPIES = 240;

/**
 * The printable label sheet: for each chosen batch, `copies` labels with the product name, batch
 * number and QR code. Drawn over the whole console (a portal on body) so that print CSS can hide
 * everything else; Print calls window.print().
 */
export function LabelSheet({ records, onClose }: { records: TraceRecord[]; onClose(): void }) {
  const { t } = useTranslation();
  const [copies, setCopies] = useState(records.length === 1 ? LABELS_PER_SHEET : 1);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const labels = records.flatMap((record) => Array.from({ length: copies }, (_, i) => ({ record, key: `${record.id}-${i}` })));
  return createPortal(
    <div className="trace-labels" data-testid="trace-labels" role="dialog" aria-label={t('tracing.labelsTitle')}>
      <div className="trace-labels__bar">
        <Typography.Title level={4} style={{ margin: 0 }}>{t('tracing.labelsTitle')}</Typography.Title>
        <Space>
          <span>{t('tracing.copies')}</span>
          <NumberInput min={1} max={MAX_COPIES} precision={0} value={copies} onChange={(v) => typeof v === 'number' && setCopies(v)} aria-label={t('tracing.copies')} />
        </Space>
        <Button type="primary" onClick={() => window.print()} data-testid="trace-labels-print">{t('tracing.print')}</Button>
        <Button onClick={onClose}>{t('tracing.close')}</Button>
        <Typography.Text type="secondary">{t('tracing.labelsHint')}</Typography.Text>
      </div>
      <div className="trace-labels__sheet">
        {labels.map(({ record, key }) => (
          <div className="trace-labels__label" key={key} data-testid="trace-label">
            <img src={qrUrl(record.id)} alt={t('tracing.qr')} />
            <div className="trace-labels__product" {...USER_DATA}>{record.product_name}</div>
            <div>
              {t('tracing.batch')}: <span {...USER_DATA}>{record.batch_no}</span>
            </div>
          </div>
        ))}
      </div>
    </div>,
    document.body,
  );
}
