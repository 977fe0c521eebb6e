import { useState } from 'react';
import { App, Button, Image, Popconfirm, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deleteCompanyImage, uploadCompanyImage, type CompanyDisplayRow, type DisplayKind } from '../../../../api/site-config-admin';

/** The server's limits, checked here first so a wrong file is refused before it is sent. */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_MB = 2;

/** One image of a company (background or logo): thumbnail, upload or replace, remove. */
export function ImageCell({ row, kind, onChanged }: { row: CompanyDisplayRow; kind: DisplayKind; onChanged(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const image = row[kind];

  const upload = async (file: File) => {
    if (!ACCEPTED.includes(file.type)) return void message.error(t('loginBgc.badType'));
    if (file.size > MAX_MB * 1024 * 1024) return void message.error(t('loginBgc.tooLarge', { limit: MAX_MB }));
    setBusy(true);
    try {
      await uploadCompanyImage(row.company_id, kind, file, file.name);
      void message.success(t('loginBgc.uploaded'));
      onChanged();
    } catch (error) {
      void message.error((error as Error).message || t('admin.operationFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    try {
      await deleteCompanyImage(row.company_id, kind);
      void message.success(t('admin.deleteSuccess'));
      onChanged();
    } catch (error) {
      void message.error((error as Error).message || t('admin.operationFailed'));
    }
  };

  return (
    <Space>
      {image ? (
        <Image src={image.url} alt={t(`loginBgc.${kind}`)} width={kind === 'bg' ? 120 : 48} height={48} style={{ objectFit: 'cover' }} />
      ) : (
        <Typography.Text type="secondary">{t('loginBgc.none')}</Typography.Text>
      )}
      <Upload
        accept={ACCEPTED.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          // The upload is ours (multipart through the API module), not antd's XHR.
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={busy} data-testid={`upload-${kind}-${row.company_id}`}>
          {t(image ? 'loginBgc.replace' : 'loginBgc.upload')}
        </Button>
      </Upload>
      {image && (
        <Popconfirm title={t('loginBgc.removeConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={remove}>
          <Button size="small" danger>
            {t('loginBgc.remove')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
