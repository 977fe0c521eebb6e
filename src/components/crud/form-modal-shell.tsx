import { useState, type ReactNode } from 'react';
import { App, Form, Modal, Spin, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props<V> {
  title: string;
  form: FormInstance<V>;
  /** The form's data-testid. */
  testId: string;
  initialValues: Partial<V>;
  /** Sends the checked values; the modal stays open with the server's words if it is refused. */
  save(values: V): Promise<unknown>;
  /** Said when the save went through. */
  done: string;
  /** Why nothing need be sent (an edit that changed nothing): said as a note, and the dialog closes. */
  skip?(values: V): string | undefined;
  onClose(): void;
  onSaved(): void;
  width?: number;
  /** The OK button's words where it is not Save (a ticket is submitted). */
  okText?: string;
  /** The OK button is red (a refund the dialog itself confirms). */
  danger?: boolean;
  /** What the fields need is on its way (the companies to choose from): a spinner in their place, Save off. */
  loading?: boolean;
  children: ReactNode;
}

/**
 * The add-or-edit dialog every resource uses: Save checks the form (its messages under each field,
 * nothing sent while one is wrong), spins while saving, says the server's refusal and stays open,
 * or says it is done and hands back to the page. A click beside it does not throw a half-filled form away.
 */
export function FormModalShell<V>({ title, form, testId, initialValues, save, done, skip, onClose, onSaved, width, okText, danger, loading = false, children }: Props<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const submit = async (values: V) => {
    const unneeded = skip?.(values);
    if (unneeded) {
      void message.info(unneeded);
      onClose();
      return;
    }
    setSaving(true);
    try {
      await save(values);
      void message.success(done);
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} okText={okText ?? t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} okButtonProps={{ disabled: loading, danger }} onOk={() => form.submit()} onCancel={onClose} mask={{ closable: false }} destroyOnHidden width={width}>
      <Form<V> form={form} layout="vertical" data-testid={testId} initialValues={initialValues as Record<string, unknown>} onFinish={(values) => void submit(values)}>
        {loading ? <Spin style={{ display: 'block', padding: 32 }} /> : children}
      </Form>
    </Modal>
  );
}
