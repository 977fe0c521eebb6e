import { useState } from 'react';
import { Alert, App, Button, Modal, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ImportFileBar } from '../../../../components/import-file-bar/import-file-bar';
import { useTranslation } from 'react-i18next';
import { deviceImportTemplate, importDevices, type DeviceImportResult } from '../../../../api/device-import';
import type { CompanyOption } from '../../../../api/device-admin';
import { saveFile } from '../../../../components/report-download/save-file';
import { useSpreadsheetImport } from '../../../../hooks/use-spreadsheet-import';
import { DEVICE_IMPORT_MAX_BYTES, type DeviceImportSecret } from '../../../../../shared/contract/api/device-import';
import { DeviceImportPreview } from './device-import-preview';
import { DeviceImportSecrets } from './device-import-secrets';

/**
 * Import devices from the template: choosing a file previews it (every row, every problem with its
 * row and field); the import is offered only when no row is bad and sends the same file again to
 * write every device at once. Then the new devices' secrets, shown and downloadable this once. A
 * fixed file is simply chosen again; the platform admin chooses the company first.
 */
export function DeviceImportModal({ companies, defaultTenantId, onClose, onImported }: {
  companies: CompanyOption[];
  defaultTenantId?: number;
  onClose(): void;
  onImported(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tenantId, setTenantId] = useState<number | undefined>(companies.length === 1 ? companies[0].id : companies.find((c) => c.id === defaultTenantId)?.id);
  const { preview, saving, check, confirm, reset } = useSpreadsheetImport<DeviceImportResult>({
    maxBytes: DEVICE_IMPORT_MAX_BYTES,
    tooLarge: () => t('deviceImport.tooLarge', { mb: DEVICE_IMPORT_MAX_BYTES / 1024 / 1024 }),
    send: (file, confirmed) => importDevices(file, file.name, confirmed ? { confirm: true, tenant_id: tenantId } : { tenant_id: tenantId }),
  });
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  const [secrets, setSecrets] = useState<DeviceImportSecret[] | null>(null);
  const needsCompany = companies.length > 1 && tenantId === undefined;

  const template = async () => {
    setFetchingTemplate(true);
    try {
      const { blob, filename } = await deviceImportTemplate();
      saveFile(blob, filename);
    } catch (error) {
      void message.error(t('deviceImport.templateFailed', { message: (error as Error).message }));
    } finally {
      setFetchingTemplate(false);
    }
  };

  const importFile = async () => {
    const done = await confirm();
    if (!done) return;
    void message.success(t('deviceImport.done', { count: done.written }));
    setSecrets(done.secrets);
    onImported();
  };

  if (secrets) return <DeviceImportSecrets secrets={secrets} onClose={onClose} />;
  const result = preview.status === 'ready' ? preview.result : null;

  return (
    <Modal
      open
      width={1000}
      title={t('deviceImport.title')}
      okText={t('deviceImport.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !result || result.errors.length > 0 || needsCompany, ...({ 'data-testid': 'device-import-confirm' } as Record<string, string>) }}
      confirmLoading={saving}
      onOk={() => void importFile()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="device-import">
        <Alert type="info" showIcon title={t('deviceImport.hint')} />
        <ImportFileBar
          leading={
            <Button icon={<DownloadOutlined />} loading={fetchingTemplate} onClick={() => void template()} data-testid="device-import-template">
              {t('deviceImport.template')}
            </Button>
          }
          companies={companies}
          tenantId={tenantId}
          onCompany={(v) => {
            setTenantId(v);
            reset();
          }}
          companyLabel={t('deviceImport.company')}
          chooseLabel={t('deviceImport.chooseFile')}
          disabled={needsCompany || saving}
          onFile={(file) => void check(file)}
          fileName={preview.status === 'ready' ? preview.file.name : null}
          fileTestId="device-import-file"
        />
        {needsCompany && <Alert type="warning" showIcon title={t('deviceImport.companyRequired')} />}
        {preview.status === 'checking' && <Alert type="info" title={t('deviceImport.checking')} data-testid="device-import-checking" />}
        {preview.status === 'failed' && <Alert type="error" showIcon title={preview.message} data-testid="device-import-failed" />}
        {result && <DeviceImportPreview result={result} />}
      </Space>
    </Modal>
  );
}
