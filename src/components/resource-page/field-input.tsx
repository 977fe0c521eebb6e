import { DatePicker, Input, Select } from 'antd';
import { NumberInput } from '../number-input/number-input';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldDecl } from '../../../shared/contract/farm';
import { rangeOf, textMax } from '../../../shared/contract/farm/schemas';
import { pick } from './labels';
import type { RefOption } from './use-ref-options';
import { USER_DATA } from '../../lib/user-data';

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** A stored value as the form holds it (dates and times as dayjs). */
export function toFormValue(field: FieldDecl, value: unknown): unknown {
  if ((field.kind === 'date' || field.kind === 'time') && typeof value === 'string') return dayjs(value, field.kind === 'time' ? TIME_FORMAT : DATE_FORMAT);
  return value ?? undefined;
}

/** A form value as the call takes it: dates and times as their strings, blanks as null. */
export function toBodyValue(field: FieldDecl, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return (value as Dayjs).format(field.kind === 'time' ? TIME_FORMAT : DATE_FORMAT);
  return value;
}

interface Props {
  field: FieldDecl;
  options?: RefOption[];
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** The input of one declared field: text, number with its unit, date, time, or a picker of what it references. */
export function FieldInput({ field, options, value, onChange, id }: Props) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const common = { id, 'aria-label': pick(field.label, lang), style: { width: '100%' } };
  switch (field.kind) {
    case 'text':
      return <Input {...common} value={value as string} maxLength={textMax(field)} onChange={(e) => onChange?.(e.target.value)} />;
    case 'longtext':
      return <Input.TextArea {...common} rows={3} value={value as string} maxLength={textMax(field)} onChange={(e) => onChange?.(e.target.value)} />;
    case 'number':
    case 'integer': {
      const { min, max } = rangeOf(field);
      return <NumberInput {...common} value={value as number} min={min} max={max} precision={field.kind === 'integer' ? 0 : undefined} suffix={field.unit} onChange={(v) => onChange?.(v)} />;
    }
    case 'date':
      return <DatePicker {...common} value={value as Dayjs} format={DATE_FORMAT} onChange={(v) => onChange?.(v)} />;
    case 'time':
      return <DatePicker {...common} value={value as Dayjs} showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} onChange={(v) => onChange?.(v)} />;
    case 'choice':
      return <Select {...common} allowClear value={value as string} options={(field.choices ?? []).map((c) => ({ value: c.value, label: pick(c.label, lang) }))} onChange={(v) => onChange?.(v)} />;
    default:
      // Names of ponds, items and persons are what people typed: marked for the language walk.
      return (
        <Select
          {...common}
          allowClear
          showSearch
          optionFilterProp="label"
          value={value as number}
          options={options ?? []}
          optionRender={(option) => <span {...USER_DATA}>{option.label}</span>}
          labelRender={(option) => <span {...USER_DATA}>{option.label}</span>}
          onChange={(v) => onChange?.(v)}
        />
      );
  }
}
