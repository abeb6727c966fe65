import type { Scenario } from './harness';

export const instanceKilled: Scenario = {
  name: 'instance-killed',
  run() {
    return Promise.resolve({ passed: false, figure: 'not built' });
  },
};
