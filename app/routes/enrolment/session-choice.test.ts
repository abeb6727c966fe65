/** /session-choice: an unknown or malformed link is a 404, a bad form a 400, and nothing is stored. */
import { describe, expect, it } from 'vitest';

import { useTestDatabase } from '../../../tests/support/auth';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import * as choiceRoute from './session-choice';

await useTestDatabase();

const post = (fields: Record<string, string>) =>
  choiceRoute
    .action(
      routeArgs(
        new Request('http://localhost/session-choice', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
      ),
    )
    .then(routeResult);

describe('/session-choice', () => {
  it.each(['', 'short', 'x'.repeat(43)])('answers 404 to the link %j', async (token) => {
    const page = routeResult(
      await choiceRoute.loader(
        routeArgs(new Request(`http://localhost/session-choice?token=${token}`)),
      ),
    );
    expect(page.status).toBe(404);
    expect(page.body).toMatchObject({ offer: null, done: null });
    expect(choiceRoute.headers()).toEqual({ 'Cache-Control': 'private, no-store' });
  });

  it.each([
    [{ token: 'bad', choice: 'refund' }, 'unknown'],
    [{ token: 'x'.repeat(43), choice: 'anything' }, 'choose'],
    [{ token: 'x'.repeat(43), choice: 'refund' }, 'unknown'],
  ])('answers 400 to %j', async (fields, error) => {
    expect(await post(fields)).toMatchObject({ status: 400, body: { error } });
  });

  it('says what was done after a choice', async () => {
    const page = routeResult(
      await choiceRoute.loader(
        routeArgs(new Request('http://localhost/session-choice?done=moved')),
      ),
    );
    expect(page).toMatchObject({ status: 200, body: { done: 'moved', offer: null } });
  });
});
