import { Col, Form, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { fieldOf, type FieldDecl, type ResourceDecl } from '../../../shared/contract/farm';
import { rangeOf, textMax } from '../../../shared/contract/farm/schemas';
import { FieldInput } from './field-input';
import { labelOf, pick } from './labels';
import type { RefOption } from './use-ref-options';
import './resource-i18n';

interface Props {
  decl: ResourceDecl;
  /** Keys the page fixes (a supplier page's role): not shown. */
  fixed?: Record<string, string>;
  options: Record<string, RefOption[]>;
}

/** The form's rules from the declaration: required, range and length, worded like the server's. */
export function rulesOf(field: FieldDecl, lang: string, t: (key: string, values?: Record<string, unknown>) => string): Rule[] {
  const label = pick(field.label, lang);
  const rules: Rule[] = [];
  const text = field.kind === 'text' || field.kind === 'longtext';
  // A rule with more keys than `required` checks the value's type (string by default): only text gets `whitespace`.
  if (field.required) rules.push(text ? { required: true, whitespace: true, message: t('resource.required', { label }) } : { required: true, message: t('resource.required', { label }) });
  if (field.kind === 'number' || field.kind === 'integer') {
    const { min, max } = rangeOf(field);
    rules.push({ type: 'number', min, max, message: t('resource.range', { label, min, max }) });
  }
  if (text) rules.push({ max: textMax(field), message: t('resource.tooLong', { label, max: textMax(field) }) });
  return rules;
}

/**
 * The fields of a declared resource's form, in the declaration's rows (each row's fields share it
 * evenly), labelled with their units and checked by the declaration's rules. Rendered inside a Form.
 */
export function DeclaredFormRows({ decl, fixed = {}, options }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return decl.form.map((line) => (
    <Row gutter={16} key={line.join('-')}>
      {line
        .filter((key) => !(key in fixed))
        .map((key) => {
          const field = fieldOf(decl, key);
          return (
            <Col span={24 / line.length} key={key}>
              <Form.Item name={key} label={labelOf(field, lang)} rules={rulesOf(field, lang, t)}>
                <FieldInput field={field} options={options[key]} />
              </Form.Item>
            </Col>
          );
        })}
    </Row>
  ));
}
