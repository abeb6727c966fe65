import type { Scenario } from './harness';

export const hostileInput: Scenario = {
  name: 'hostile-input',
  run() {
    return Promise.resolve({ passed: false, figure: 'not built' });
  },
};
