import type { SubmissionResult } from '@conform-to/react';
import type { ClientActionFunctionArgs } from '@remix-run/react';

/**
 * A route's `clientAction` that sends the form to the server action and, when no answer comes
 * (the connection dropped, the server is down), answers in its place with `failureMessage` (an
 * i18n key) as the form's error and the typed values kept, instead of Remix's error screen.
 * Redirects and the server's own answers pass through. `hideFields` are never sent back
 * (passwords).
 */
export function keepFormOnFailure(failureMessage: string, hideFields: string[] = []) {
  return async ({
    request,
    serverAction,
  }: ClientActionFunctionArgs): Promise<SubmissionResult<string[]>> => {
    const formData = await request.clone().formData();
    try {
      return (await serverAction()) as SubmissionResult<string[]>;
    } catch (error) {
      if (error instanceof Response) throw error;
      // Loaded only now: zod is not part of the page's first load (decision 0075).
      const [{ parseForm }, { z }] = await Promise.all([import('./parse-form'), import('zod')]);
      return parseForm(formData, z.unknown()).reply({
        formErrors: [failureMessage],
        hideFields,
      });
    }
  };
}
