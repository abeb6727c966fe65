import type { Scenario } from './harness';

export const databaseRestart: Scenario = {
  name: 'database-restart',
  run() {
    return Promise.resolve({ passed: false, figure: 'not built' });
  },
};
