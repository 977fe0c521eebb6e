import type { TFunction } from 'i18next';
import './transfer-count-i18n';

type CountLabel = (info: { selectedCount: number; totalCount: number }) => string;

/**
 * Header counts for antd Transfer lists ("0 items", "1 item", "2/5 items"). antd's own locale
 * has only "item"/"items" and picks by `count > 1`, which reads "0 item" in English; passing this
 * as `selectAllLabels` makes the count follow i18next's plural rules in both languages.
 */
export function transferCountLabels(t: TFunction): [CountLabel, CountLabel] {
  const label: CountLabel = ({ selectedCount, totalCount }) =>
    selectedCount > 0
      ? t('transferCount.selected', { count: totalCount, selected: selectedCount })
      : t('transferCount.items', { count: totalCount });
  return [label, label];
}
