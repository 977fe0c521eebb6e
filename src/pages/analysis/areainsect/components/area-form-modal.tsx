import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addArea, updateArea, type InsectArea, type TrapLatest } from '../../../../api/insects';
import { INSECT_AREA_LIMITS } from '../../../../../shared/contract/api/insects';
import { USER_DATA } from '../../../../lib/user-data';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';

type FormShape = { name: string; device_ids: string[]; note?: string };

interface Props {
  area?: InsectArea;
  /** The company's traps; undefined while they load (the dialog opens at once, its picker waits). */
  traps: readonly TrapLatest[] | undefined;
  /** Why the traps could not be read, shown in the picker; null when they could. */
  trapsError: string | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * Add or edit an insect area: its name, member traps and note (the outline is drawn around the traps by the server).
 * The page's Add button is not held disabled until the traps arrive: a control greyed out without a reason tells
 * the user nothing (and when the read fails, never would); the picker says it is loading or why it is empty.
 */
export function AreaFormModal({ area, traps, trapsError, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormShape>();

  const save = async (values: FormShape) => {
    const input = { name: values.name.trim(), device_ids: values.device_ids, note: values.note?.trim() || null };
    if (area) await updateArea(area.id, input);
    else await addArea(input);
  };

  return (
    <FormModalShell<FormShape>
      title={t(area ? 'areainsect.edit' : 'areainsect.add')}
      form={form}
      testId="area-form"
      initialValues={area ? { ...area, note: area.note ?? '' } : { name: '', device_ids: [] }}
      save={save}
      done={t(area ? 'areainsect.modified' : 'areainsect.added')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="name" label={t('areainsect.area')} rules={[{ required: true, whitespace: true, message: t('areainsect.nameRequired') }]}>
        <Input maxLength={INSECT_AREA_LIMITS.name} autoFocus />
      </Form.Item>
      <Form.Item name="device_ids" label={t('areainsect.traps')} rules={[{ required: true, type: 'array', min: 1, message: t('areainsect.trapsRequired') }]}>
        <Select
          mode="multiple"
          optionFilterProp="title"
          loading={!traps && !trapsError}
          status={trapsError === null ? undefined : 'error'}
          notFoundContent={trapsError === null ? undefined : t('areainsect.loadFailed', { error: trapsError })}
          options={(traps ?? []).map((r) => ({ value: r.device_id, title: `${r.device_name} ${r.device_id}`, label: <span {...USER_DATA}>{`${r.device_name} (${r.device_id})`}</span> }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('areainsect.note')}>
        <Input.TextArea maxLength={INSECT_AREA_LIMITS.note} rows={2} />
      </Form.Item>
      <Typography.Text type="secondary">{t('areainsect.outlineHint')}</Typography.Text>
    </FormModalShell>
  );
}
