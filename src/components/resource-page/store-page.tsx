import { Space } from 'antd';
import { STOCK_MOVES, type ResourceDecl } from '../../../shared/contract/farm';
import { ResourcePage } from './resource-page';

/** The ledger as one kind's page shows it: the same call, its item picker offering that kind. */
const ledgerOf = (kind: 'seed' | 'fodder' | 'medicine'): ResourceDecl => ({
  ...STOCK_MOVES,
  fields: STOCK_MOVES.fields.map((f) => (f.key === 'item_id' ? { ...f, ref: kind } : f)),
});
const LEDGERS = { seed: ledgerOf('seed'), fodder: ledgerOf('fodder'), medicine: ledgerOf('medicine') };

/**
 * A store (seedlings, fodder, medicines): its items with stock levels and the low-stock warning,
 * and below them the movements ledger where receipts from suppliers and issues to ponds are
 * entered (feedings, seedings and patrols add their own rows).
 */
export function StorePage({ items, kind }: { items: ResourceDecl; kind: 'seed' | 'fodder' | 'medicine' }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ResourcePage decl={items} />
      <ResourcePage decl={LEDGERS[kind]} testId={`resource-ledger-${kind}`} />
    </Space>
  );
}
