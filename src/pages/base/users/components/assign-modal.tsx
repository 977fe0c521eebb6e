import { useState, type ReactNode } from 'react';
import { Alert, App, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  width: number;
  /** True until what the body shows has loaded; Save stays disabled meanwhile. */
  loading: boolean;
  /** Why loading failed, shown instead of the body. */
  error: string | null;
  saveTestId: string;
  onClose(): void;
  /** Sends the change; a throw keeps the dialog open with the server's message. */
  onSave(): Promise<void>;
  children: ReactNode;
}

/**
 * The frame of the user page's assignment dialogs (devices, routes): loading skeleton, load error,
 * Save with a spinner, the success or failure message, closing on success.
 */
export function AssignModal({ open, title, width, loading, error, saveTestId, onClose, onSave, children }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await onSave();
      void message.success(t('admin.saveSuccess'));
      onClose();
    } catch (caught) {
      void message.error((caught as Error).message || t('admin.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading, ...({ 'data-testid': saveTestId } as Record<string, string>) }}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} />}
      {!error && loading && <Skeleton active />}
      {!error && !loading && children}
    </Modal>
  );
}
