import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Remaining } from '../../../../api/inventory';
import { USER_DATA } from '../../../../lib/user-data';

/** The remaining stock of each product over every record the search matched, not only this page. */
export function RemainingSummary({ rows }: { rows: Remaining[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="inventory-remaining">
      <Typography.Text type="secondary">{t('inventory.remainingByProduct')}</Typography.Text>
      {rows.map((r) => (
        <Tag key={r.product_id} color={r.remaining > 0 ? 'blue' : 'default'}>
          <span {...USER_DATA}>{r.product_name}</span> {r.remaining}
          {r.unit ? <span {...USER_DATA}> {r.unit}</span> : null}
        </Tag>
      ))}
    </Space>
  );
}
