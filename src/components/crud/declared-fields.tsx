import { Form, Input, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudField } from './crud-decl';
import type { CrudWord } from './crud-words';
import { maxCharsRule } from '../../lib/form-rules';

/** The label of a field: its own key, else `<messages>.<name>`. */
export const fieldLabel = (field: CrudField, word: CrudWord) => word(field.label ?? field.name);

/** The form rows of a declaration's fields, each with its required message and further checks. */
export function DeclaredFields({ fields, word, adding }: { fields: CrudField[]; word: CrudWord; adding: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {fields
        .filter((field) => adding || !field.newOnly)
        .map((field, index) => {
          const rules: FormRule[] = [
            ...(field.required ? [{ required: true, whitespace: field.kind !== 'select', message: t(field.required) }] : []),
            ...(field.rules?.(t) ?? []),
            // A rule, not the input's maxLength, which would drop what is pasted past it without a word.
            ...(field.max ? [maxCharsRule(t, field.max)] : []),
          ];
          const label = fieldLabel(field, word);
          const control = field.input?.(t) ??
            (field.kind === 'area' ? (
              <Input.TextArea rows={3} data-testid={field.testId} />
            ) : field.kind === 'select' ? (
              <Select options={field.options} aria-label={label} data-testid={field.testId} />
            ) : (
              <Input autoFocus={index === 0} data-testid={field.testId} />
            ));
          return (
            <Form.Item key={field.name} name={field.name} label={label} rules={rules} validateFirst required={Boolean(field.required || field.marked)}>
              {control}
            </Form.Item>
          );
        })}
    </>
  );
}
