// The project's own ESLint rules, as one plugin (`local/...` in eslint.config.js).
import { noCrossPageImports } from './no-cross-page-imports.js';
import { noPolling } from './no-polling.js';
import { noRestrictedPaths } from './no-restricted-paths.js';
import { serverModuleBoundaries } from './server-module-boundaries.js';

export default {
  rules: {
    'no-restricted-paths': noRestrictedPaths,
    'no-cross-page-imports': noCrossPageImports,
    'server-module-boundaries': serverModuleBoundaries,
    'no-polling': noPolling,
  },
};
