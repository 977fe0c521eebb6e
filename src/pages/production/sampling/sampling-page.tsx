import { ResourcePage } from '../../../components/resource-page/resource-page';
import { SAMPLING } from '../../../../shared/contract/farm';

/** /production/sampling (12005): samplings, the pond's biomass estimate (/sampleManage). */
export default function SamplingPage() {
  return <ResourcePage decl={SAMPLING} />;
}
