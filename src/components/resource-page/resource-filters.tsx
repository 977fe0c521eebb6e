import { Button, DatePicker, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fieldOf, type ResourceDecl } from '../../../shared/contract/farm';
import { FieldInput, TIME_FORMAT, DATE_FORMAT } from './field-input';
import { pick } from './labels';
import '../crud/crud-i18n';
import type { RefOption } from './use-ref-options';

interface Props {
  decl: ResourceDecl;
  fixed: Record<string, string>;
  options: Record<string, RefOption[]>;
  onQuery(filter: Record<string, unknown>): void;
}

/** The declaration's filters: text contains, pickers equal, dates and times as a range. */
export function ResourceFilters({ decl, fixed, options, onQuery }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const keys = decl.filters.filter((key) => !(key in fixed));
  const query = () => {
    const values = form.getFieldsValue() as Record<string, unknown>;
    const filter: Record<string, unknown> = {};
    for (const key of keys) {
      const field = fieldOf(decl, key);
      const value = values[key];
      if (field.kind === 'date' || field.kind === 'time') {
        const range = value as [Dayjs | null, Dayjs | null] | null | undefined;
        const format = field.kind === 'time' ? TIME_FORMAT : DATE_FORMAT;
        if (range?.[0]) filter[`${key}_from`] = range[0].format(format);
        if (range?.[1]) filter[`${key}_to`] = range[1].format(format);
      } else if (value !== undefined && value !== null && value !== '') {
        filter[key] = typeof value === 'string' ? value.trim() : value;
      }
    }
    onQuery(filter);
  };
  return (
    <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} data-testid="resource-filters" onFinish={query}>
      {keys.map((key) => {
        const field = fieldOf(decl, key);
        const label = pick(field.label, i18n.language);
        return (
          <Form.Item key={key} name={key} label={label} style={{ minWidth: 200 }}>
            {field.kind === 'date' || field.kind === 'time' ? (
              // Either end may stay empty (an open-ended filter): antd otherwise holds Tab in an empty start field (a keyboard trap, issue 41).
              <DatePicker.RangePicker aria-label={label} allowEmpty={[true, true]} showTime={field.kind === 'time' ? { format: 'HH:mm' } : false} format={field.kind === 'time' ? TIME_FORMAT : DATE_FORMAT} placeholder={[t('resource.from'), t('resource.to')]} />
            ) : field.kind === 'text' || field.kind === 'longtext' ? (
              <Input aria-label={label} allowClear style={{ width: 160 }} />
            ) : (
              <FieldInput field={field} options={options[key]} />
            )}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="resource-query">{t('crud.query')}</Button>
          <Button onClick={() => { form.resetFields(); query(); }}>{t('crud.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
