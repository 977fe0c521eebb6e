import { useState } from 'react';
import { Alert, App, Modal, Space, Table, type TableColumnsType } from 'antd';
import { ImportFileBar } from '../../../../components/import-file-bar/import-file-bar';
import { useTranslation } from 'react-i18next';
import { importPrices, type PriceImportResult } from '../../../../api/prices';
import type { CompanyOption } from '../../../../api/device-admin';
import { useSessionStore } from '../../../../stores/session-store';
import { useSpreadsheetImport } from '../../../../hooks/use-spreadsheet-import';
import { userDataCell } from '../../../../lib/user-data';
import { PRICE_IMPORT_MAX_BYTES, type PriceColumn, type PriceImportError, type PriceImportRow } from '../../../../../shared/contract/api/prices';

const ROWS_PER_PAGE = 8;

/**
 * Import a price list: choosing a file previews it (every row, every problem with its row and
 * field); the import is offered only when no row is bad, and sends the same file again to write
 * it. A fixed file is simply chosen again. The platform admin chooses the company first.
 */
export function PriceImportModal({ companies, onClose, onImported }: { companies: CompanyOption[]; onClose(): void; onImported(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ownTenant = useSessionStore((s) => s.user?.tenant?.id);
  const [tenantId, setTenantId] = useState<number | undefined>(companies.length === 1 ? companies[0].id : companies.find((c) => c.id === ownTenant)?.id);
  const { preview, saving, check, confirm, reset } = useSpreadsheetImport<PriceImportResult>({
    maxBytes: PRICE_IMPORT_MAX_BYTES,
    tooLarge: () => t('priceProduct.tooLarge', { mb: PRICE_IMPORT_MAX_BYTES / 1024 / 1024 }),
    send: (file, confirmed) => importPrices(file, file.name, confirmed ? { confirm: true, tenant_id: tenantId } : { tenant_id: tenantId }),
  });
  const needsCompany = companies.length > 1 && tenantId === undefined;

  const importFile = async () => {
    const done = await confirm();
    if (!done) return;
    void message.success(t('priceProduct.imported', { count: done.written }));
    onImported();
  };

  const label = (field: string | null) => (field ? t(`priceProduct.${field as PriceColumn}`) : '-');
  const errorColumns: TableColumnsType<PriceImportError> = [
    { title: t('priceProduct.row'), dataIndex: 'row', width: 80 },
    { title: t('priceProduct.field'), dataIndex: 'field', width: 110, render: label },
    { title: t('priceProduct.problem'), dataIndex: 'message' },
  ];
  const rowColumns: TableColumnsType<PriceImportRow> = [
    { title: t('priceProduct.row'), dataIndex: 'row', width: 70 },
    ...(['product', 'variety', 'market', 'unit', 'price', 'date', 'source'] as const).map((key) => ({ title: label(key), dataIndex: key, onCell: userDataCell })),
  ];
  const result = preview.status === 'ready' ? preview.result : null;
  const bad = result ? result.errors.length : 0;

  return (
    <Modal
      open
      width={900}
      title={t('priceProduct.importTitle')}
      okText={t('priceProduct.confirmImport')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !result || bad > 0 || needsCompany, ...({ 'data-testid': 'price-import-confirm' } as Record<string, string>) }}
      confirmLoading={saving}
      onOk={() => void importFile()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="price-import">
        <Alert type="info" showIcon title={t('priceProduct.importHint')} />
        <ImportFileBar
          companies={companies}
          tenantId={tenantId}
          onCompany={(v) => {
            setTenantId(v);
            reset();
          }}
          companyLabel={t('priceProduct.importCompany')}
          chooseLabel={t('priceProduct.chooseFile')}
          disabled={needsCompany}
          onFile={(file) => void check(file)}
          fileName={preview.status === 'ready' ? preview.file.name : null}
          fileTestId="price-import-file"
        />
        {needsCompany && <Alert type="warning" showIcon title={t('priceProduct.companyRequired')} />}
        {preview.status === 'checking' && <Alert type="info" title={t('priceProduct.previewing')} />}
        {preview.status === 'failed' && <Alert type="error" showIcon title={preview.message} data-testid="price-import-failed" />}
        {result && bad === 0 && <Alert type="success" showIcon title={t('priceProduct.previewOk', { count: result.rows.length })} data-testid="price-import-ok" />}
        {result && bad > 0 && (
          <>
            <Alert type="error" showIcon title={t('priceProduct.previewErrors', { count: bad })} />
            <Table<PriceImportError> size="small" rowKey={(e) => `${e.row}:${e.field}`} columns={errorColumns} dataSource={result.errors} pagination={{ pageSize: ROWS_PER_PAGE }} data-testid="price-import-errors" />
          </>
        )}
        {result && (
          <Table<PriceImportRow>
            size="small"
            rowKey="row"
            columns={rowColumns}
            dataSource={result.rows}
            rowClassName={(r) => (result.errors.some((e) => e.row === r.row) ? 'ant-table-row-selected' : '')}
            pagination={{ pageSize: ROWS_PER_PAGE, showTotal: (count) => t('priceProduct.previewRows', { count }) }}
            data-testid="price-import-rows"
          />
        )}
      </Space>
    </Modal>
  );
}
