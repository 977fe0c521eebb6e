import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { savePond } from '../../../../api/sites';
import type { Base, PondOverview } from '../../../../api/farm';
import '../base-manage-i18n';

interface Props {
  base: Base;
  pond?: PondOverview;
  /** How many ponds the base has: a new one's outline is placed beside the last. */
  index: number;
  onClose(): void;
  onSaved(): void;
}

/** About 30 m in degrees: the side of the outline a new pond gets until it is drawn on the map. */
const SIDE = 0.0003;

/** An outline beside the base centre, one step east per pond, so new ponds do not overlap. */
const outline = (base: Base, index: number): [number, number][] => {
  const x = base.longitude + index * SIDE * 1.2;
  return [[x, base.latitude], [x + SIDE, base.latitude], [x + SIDE, base.latitude + SIDE], [x, base.latitude + SIDE]];
};

/** Adds or renames a pond of a base through the breeding map's own call (POST /sites/ponds). */
export function PondFormModal({ base, pond, index, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const { name } = (await form.validateFields()) as { name: string };
    setBusy(true);
    setError(null);
    try {
      if (pond) await savePond({ action: 'update', id: pond.pond_id, name });
      else await savePond({ action: 'create', site_id: base.id, name, polygon: outline(base, index) });
      void message.success(t('baseManage.saved'));
      onSaved();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(pond ? 'baseManage.editPond' : 'baseManage.addPond')} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={busy} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ name: pond?.pond_name }} data-testid="pond-form">
        <Form.Item name="name" label={t('baseManage.pondName')} rules={[{ required: true, whitespace: true, message: t('baseManage.required', { label: t('baseManage.pondName') }) }]}>
          <Input maxLength={50} aria-label={t('baseManage.pondName')} />
        </Form.Item>
      </Form>
      {!pond && <Typography.Text type="secondary">{t('baseManage.mapHint')}</Typography.Text>}
    </Modal>
  );
}
