import { StorePage } from '../../../components/resource-page/store-page';
import { FODDER } from '../../../../shared/contract/farm';

/** /warehousing/fodder (13004): fodder in store and its movements (/feedManage, /stockManage). */
export default function FodderPage() {
  return <StorePage items={FODDER} kind="fodder" />;
}
