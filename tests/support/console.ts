/**
 * A vitest setup file: a test that logs with console.error fails, unless it said it would by
 * calling `expectConsoleError()` (which also hands back the spy, to check what was logged).
 * Logged errors are a defect unless a test provokes them on purpose (a database that fails).
 */
import { format } from 'node:util';

import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

let spy: MockInstance<typeof console.error> | undefined;
let expected = false;

beforeEach(() => {
  expected = false;
  spy = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  const calls = [...(spy?.mock.calls ?? [])];
  spy?.mockRestore();
  spy = undefined;
  if (!expected && calls.length > 0) {
    throw new Error(
      `Unexpected console.error (call expectConsoleError() in a test that means it):\n${calls
        .map((args) => format(...args))
        .join('\n')}`,
    );
  }
});

/** Lets this test log errors; returns the spy on console.error (its output is not printed). */
export function expectConsoleError(): MockInstance<typeof console.error> {
  if (!spy) throw new Error('expectConsoleError() is for use inside a test');
  expected = true;
  return spy;
}
