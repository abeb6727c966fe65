import type { ActionFunctionArgs } from '@remix-run/node';

import { announceContentChange } from '~/content/content-changes.server';
import { notifyContentChange } from '~/content/content-channel.server';
import { readSanityWebhook, SIGNATURE_HEADER_NAME } from '~/content/sanity-webhook.server';
import { db } from '~/db/client.server';
import { env } from '~/lib/env.server';
import { failed, json, jsonError, methodNotAllowed } from '~/lib/http.server';

export function loader() {
  return methodNotAllowed('POST');
}

/**
 * POST /api/sanity/webhook: Sanity's GROQ-powered webhook on publish (README: how to create it).
 * The signature is checked on the raw body; the named document's cached content is dropped on
 * every instance (PostgreSQL NOTIFY, see app/content/content-channel.server.ts). 503 when the
 * other instances could not be told, so Sanity delivers again.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();
  const { SANITY_WEBHOOK_SECRET } = env();
  if (!SANITY_WEBHOOK_SECRET) {
    return jsonError(404, 'The Sanity webhook is not configured (set SANITY_WEBHOOK_SECRET)');
  }
  // The exact bytes Sanity signed (the server has already limited their size).
  const rawBody = await request.text();
  const outcome = await readSanityWebhook(
    rawBody,
    request.headers.get(SIGNATURE_HEADER_NAME),
    SANITY_WEBHOOK_SECRET,
  );
  if (!outcome.ok) return jsonError(outcome.status, outcome.message);
  try {
    await notifyContentChange(db(), outcome.change);
  } catch (error) {
    // This instance at least shows the change; Sanity retries for the others.
    announceContentChange(outcome.change);
    return failed('The content change could not be announced', error, 'Try again later');
  }
  return json({ received: true, ids: outcome.change.ids });
}
