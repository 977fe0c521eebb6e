import { StorePage } from '../../../components/resource-page/store-page';
import { SEEDS } from '../../../../shared/contract/farm';

/** /warehousing/seed (13003): seedlings in store and their movements (/seedManage, /stockManage). */
export default function SeedPage() {
  return <StorePage items={SEEDS} kind="seed" />;
}
