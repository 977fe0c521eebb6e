import { Input, Select, Space } from 'antd';
import type { CrudFilter } from './crud-decl';
import type { CrudWord } from './crud-words';

interface Props {
  filters: CrudFilter[];
  value: Record<string, unknown>;
  word: CrudWord;
  onChange(filter: Record<string, unknown>): void;
}

/** The filters above a list: a search box asks on Enter, a picker on choosing; blanks are not sent. */
export function CrudFilters({ filters, value, word, onChange }: Props) {
  const set = (name: string, next: unknown) => {
    const rest = Object.fromEntries(Object.entries(value).filter(([key]) => key !== name));
    onChange(next === undefined || next === null || next === '' ? rest : { ...rest, [name]: next });
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {filters.map((filter) =>
        filter.kind === 'select' ? (
          <Select
            key={filter.name}
            allowClear
            placeholder={word(filter.placeholder ?? filter.label)}
            aria-label={word(filter.label)}
            style={{ width: filter.width ?? 160 }}
            options={filter.options}
            onChange={(next) => set(filter.name, next)}
          />
        ) : (
          <Input.Search
            key={filter.name}
            allowClear
            placeholder={word(filter.placeholder ?? filter.label)}
            aria-label={word(filter.label)}
            style={{ width: filter.width ?? 280 }}
            onSearch={(next) => set(filter.name, next.trim())}
          />
        ),
      )}
    </Space>
  );
}
