import { ResourcePage } from '../../../components/resource-page/resource-page';
import { SALE } from '../../../../shared/contract/farm';

/** /sales/fish-base (14001): sales from a pond's batch to a customer (/saleManage). */
export default function FishBasePage() {
  return <ResourcePage decl={SALE} />;
}
