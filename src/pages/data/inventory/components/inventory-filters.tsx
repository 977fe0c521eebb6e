import { DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../api/products';
import { DATE_FORMAT } from '../inventory-form-values';

export interface InventoryFilterValues {
  product_id?: number;
  start_date?: string;
  end_date?: string;
  keyword?: string;
}

/** Product, date range (a record is in it when its import or export date is) and a keyword. */
export function InventoryFilters({ products, onChange }: { products: Product[]; onChange(next: InventoryFilterValues): void }) {
  const { t } = useTranslation();
  const range = (dates: [Dayjs | null, Dayjs | null] | null) =>
    onChange({ start_date: dates?.[0]?.format(DATE_FORMAT) ?? undefined, end_date: dates?.[1]?.format(DATE_FORMAT) ?? undefined });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('inventory.productFilter')}
        aria-label={t('inventory.productFilter')}
        style={{ width: 200 }}
        data-testid="inventory-product-filter"
        options={products.map((p) => ({ value: p.id, label: p.name }))}
        onChange={(value: number | undefined) => onChange({ product_id: value })}
      />
      <DatePicker.RangePicker
        format={DATE_FORMAT}
        allowEmpty={[true, true]}
        placeholder={[t('inventory.startDate'), t('inventory.endDate')]}
        onChange={(dates) => range(dates as [Dayjs | null, Dayjs | null] | null)}
      />
      <Input.Search
        allowClear
        placeholder={t('inventory.search')}
        aria-label={t('inventory.search')}
        style={{ width: 300 }}
        onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined })}
      />
    </Space>
  );
}
