import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceImportSecret } from '../../../../../shared/contract/api/device-import';
import { saveFile } from '../../../../components/report-download/save-file';
import { userDataCell } from '../../../../lib/user-data';
import { secretsXlsx, telemetryTopic } from './device-secrets-xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The imported devices' secrets, shown this once: the server keeps only their hashes and no call
 * answers them again, so the dialog offers them as a file and closes only through "I have saved
 * them" (asking first when they were not downloaded).
 */
export function DeviceImportSecrets({ secrets, onClose }: { secrets: readonly DeviceImportSecret[]; onClose(): void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [downloaded, setDownloaded] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const columns = { user: t('deviceImport.secretUser'), name: t('deviceImport.columns.device_name'), password: t('deviceImport.secretPassword'), topic: t('deviceImport.secretTopic') };
      const buffer = await secretsXlsx(t('deviceImport.secretsSheet'), columns, secrets);
      saveFile(new Blob([buffer], { type: XLSX_TYPE }), `${t('deviceImport.secretsFile')}.xlsx`);
      setDownloaded(true);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (downloaded) onClose();
    else modal.confirm({ title: t('deviceImport.secretsNotDownloaded'), onOk: onClose, okText: t('deviceImport.secretsDone'), cancelText: t('common.cancel') });
  };

  return (
    <Modal
      open
      width={1100}
      title={t('deviceImport.secretsTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Space>
          <Button icon={<DownloadOutlined />} loading={saving} onClick={() => void save()} data-testid="device-import-secrets-download">
            {downloaded ? t('deviceImport.secretsDownloaded') : t('deviceImport.secretsDownload')}
          </Button>
          <Button type="primary" onClick={close} data-testid="device-import-secrets-done">
            {t('deviceImport.secretsDone')}
          </Button>
        </Space>
      }
    >
      <Alert type="warning" showIcon title={t('deviceImport.secretsWarning')} style={{ marginBottom: 16 }} />
      <Table<DeviceImportSecret>
        size="small"
        rowKey="device_id"
        dataSource={[...secrets]}
        pagination={{ pageSize: 8, showTotal: (count) => t('deviceImport.rows', { count }) }}
        columns={[
          { title: t('deviceImport.secretUser'), dataIndex: 'device_id', width: 160 },
          { title: t('deviceImport.columns.device_name'), dataIndex: 'device_name', width: 160, onCell: userDataCell },
          // On one line with its copy button: a 43-character secret broke before the button at 900 px.
          {
            title: t('deviceImport.secretPassword'),
            dataIndex: 'secret',
            render: (secret: string) => (
              <Typography.Text copyable code style={{ whiteSpace: 'nowrap' }}>
                {secret}
              </Typography.Text>
            ),
          },
          { title: t('deviceImport.secretTopic'), dataIndex: 'device_id', key: 'topic', render: (id: string) => telemetryTopic(id) },
        ]}
        data-testid="device-import-secrets"
      />
    </Modal>
  );
}
