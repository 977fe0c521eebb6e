import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { traceSiteOptions, type TraceRecord } from '../../../api/tracing';
import { useRequest } from '../../../hooks/use-request';
import { CrudPage } from '../../../components/crud/crud-page';
import { TRACING_CRUD } from './tracing-crud';
import { TraceFormModal } from './components/trace-form-modal';
import { QrModal } from './components/qr-modal';
import { LabelSheet } from './components/label-sheet';
import './tracing-i18n';

/**
 * /data/tracing (7004): the company's traceability batches with search, add and edit (every
 * tracing field, image and video), the QR code of each batch with its PNG and label sheet, and the
 * recycle bin (delete moves a batch there; restore brings it back).
 */
export default function TracingPage() {
  const { t } = useTranslation();
  const [qr, setQr] = useState<TraceRecord | null>(null);
  const [printing, setPrinting] = useState<TraceRecord[] | null>(null);
  const sites = useRequest(() => traceSiteOptions().catch(() => []));

  return (
    <CrudPage
      decl={TRACING_CRUD}
      slots={{
        extra: ({ deleted, selected }) =>
          !deleted && (
            <Button disabled={selected.length === 0} title={selected.length === 0 ? t('tracing.selectToPrint') : undefined} onClick={() => setPrinting(selected)} data-testid="trace-print-selected">
              {t('tracing.printLabels')}
            </Button>
          ),
        rowActions: (record) => <Button type="link" size="small" onClick={() => setQr(record)} data-testid="trace-qr-open">{t('tracing.qr')}</Button>,
        // A new batch's dialog stays open after saving (its media belong to a stored batch): each save lists again.
        form: ({ row, choices, onClose, reload }) => <TraceFormModal record={row} companies={choices.companies} sites={sites.data ?? []} onClose={onClose} onSaved={reload} />,
        children: (
          <>
            {qr && <QrModal record={qr} onClose={() => setQr(null)} onPrint={() => { setPrinting([qr]); setQr(null); }} />}
            {printing && <LabelSheet records={printing} onClose={() => setPrinting(null)} />}
          </>
        ),
      }}
    />
  );
}
