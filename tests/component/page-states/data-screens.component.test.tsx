import { DATA_SCREENS } from './screens';
import { describeStates } from './states-suite';

describeStates(DATA_SCREENS);
