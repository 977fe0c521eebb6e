import { FARM_SCREENS } from './screens';
import { describeStates } from './states-suite';

describeStates(FARM_SCREENS);
