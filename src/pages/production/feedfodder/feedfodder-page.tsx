import { ResourcePage } from '../../../components/resource-page/resource-page';
import { FEEDING } from '../../../../shared/contract/farm';

/** /production/feedfodder (12002): feeding, each drawing its fodder from stock (/feedingManage). */
export default function FeedfodderPage() {
  return <ResourcePage decl={FEEDING} />;
}
