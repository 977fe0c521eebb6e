import { FARM_SCREENS } from './screens';
import { describeStates } from './states-suite';

// The farm screens are two files, production logs and the rest, so two workers share them.
describeStates(FARM_SCREENS.filter((s) => s.path.startsWith('/production/')));
