import { useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InventorySearch } from '../../../api/inventory';
import { allMatching, inventoryXlsx, saveXlsx, type ExportColumn } from './components/export-inventory';

const SHEET = [
  ['product_name', 'product'], ['import_num', 'importNum'], ['import_date', 'importDate'], ['export_num', 'exportNum'], ['export_date', 'exportDate'],
  ['remaining', 'remaining'], ['person', 'person'], ['phone', 'phone'], ['factory_no', 'factoryNo'], ['tenant_name', 'company'],
] as const;

/** Every record the filter matches, as a workbook made in the browser (the spec has no export call for inventory). */
export function InventoryExportButton({ filter, disabled }: { filter: InventorySearch; disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      const sheet: ExportColumn[] = SHEET.map(([key, label]) => ({ key, title: t(`inventory.${label}`) }));
      const buffer = await inventoryXlsx(t('inventory.title'), sheet, await allMatching(filter));
      saveXlsx(`${t('inventory.title')}-${new Date().toISOString().slice(0, 10)}.xlsx`, buffer as ArrayBuffer);
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button onClick={() => void exportAll()} loading={exporting} disabled={disabled} data-testid="inventory-export">
      {t('inventory.export')}
    </Button>
  );
}
