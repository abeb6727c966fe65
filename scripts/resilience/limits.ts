import type { Scenario } from './harness';

export const limitsAcrossInstances: Scenario = {
  name: 'limits',
  run() {
    return Promise.resolve({ passed: false, figure: 'not built' });
  },
};
