import { StorePage } from '../../../components/resource-page/store-page';
import { MEDICINES } from '../../../../shared/contract/farm';

/** /warehousing/medicines (13005): medicines and other controlled inputs in store (/controlMaterial, /stockManage). */
export default function MedicinesPage() {
  return <StorePage items={MEDICINES} kind="medicine" />;
}
