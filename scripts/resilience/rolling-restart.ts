import type { Scenario } from './harness';

export const rollingRestart: Scenario = {
  name: 'rolling-restart',
  run() {
    return Promise.resolve({ passed: false, figure: 'not built' });
  },
};
