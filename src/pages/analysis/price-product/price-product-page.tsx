import { useState } from 'react';
import { Button, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyOptions } from '../../../api/device-admin';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { PriceImportModal } from './components/price-import-modal';
import { PriceList } from './components/price-list';
import { PriceTrend } from './components/price-trend';
import './price-product-i18n';

/**
 * /analysis/price-product (3007): market price trends per product and market with sequential and
 * year-on-year change, the price rows behind them, and the import of a price list (.xlsx/.csv).
 */
export default function PriceProductPage() {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  // Bumped after an import or an edit, so the trend reads the prices again.
  const [version, setVersion] = useState(0);
  const [listVersion, setListVersion] = useState(0);
  // Only those who may pick companies (the platform admin, agents) ask for the list; others write into their own.
  const mayPick = useSessionStore((s) => s.codes.some((code) => (ROUTE_ACCESS.companyPickers as readonly string[]).includes(code)));
  const companies = useRequest(() => (mayPick ? companyOptions().catch(() => []) : Promise.resolve([])));

  return (
    <Card
      title={t('priceProduct.title')}
      data-testid="price-product-page"
      extra={<Button type="primary" onClick={() => setImporting(true)} data-testid="price-import-open">{t('priceProduct.import')}</Button>}
    >
      <Tabs
        items={[
          { key: 'trend', label: t('priceProduct.tabTrend'), children: <PriceTrend version={version} /> },
          { key: 'list', label: t('priceProduct.tabList'), children: <PriceList key={listVersion} companies={companies.data ?? []} onChanged={() => setVersion((v) => v + 1)} /> },
        ]}
      />
      {importing && (
        <PriceImportModal
          companies={companies.data ?? []}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            setVersion((v) => v + 1);
            setListVersion((v) => v + 1);
          }}
        />
      )}
    </Card>
  );
}
