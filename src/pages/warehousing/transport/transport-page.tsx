import { ResourcePage } from '../../../components/resource-page/resource-page';
import { TRANSPORT } from '../../../../shared/contract/farm';

/** /warehousing/transport (13006): transport records (/transportManage). */
export default function TransportPage() {
  return <ResourcePage decl={TRANSPORT} />;
}
