import '~/order-hooks.server';
import '~/email-attachments.server';

import { Writable } from 'node:stream';

import type { EntryContext } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';

import { cacheControlFor } from '~/auth/cache-control.server';
import { noteRequestError } from '~/db/pressure.server';
import { getLanguage } from '~/i18n/i18n.server';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import { NonceContext } from '~/lib/csp';
import { createNonce, dataSecurityHeaders, documentSecurityHeaders } from '~/lib/csp.server';
import { env } from '~/lib/env.server';
import { paymentSetup } from '~/stripe/stripe.server';

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const language = await getLanguage(request);

  if (!responseHeaders.has('Cache-Control')) {
    responseHeaders.set('Cache-Control', await cacheControlFor(request));
  }
  responseHeaders.append('Vary', 'Cookie');

  // Every inline script of the page (Remix's, React's streaming ones, JSON-LD) carries this
  // response's nonce; the policy runs no other inline script.
  const nonce = createNonce();
  const { SANITY_PROJECT_ID, SANITY_STUDIO_URL, SITE_URL } = env();
  const security = documentSecurityHeaders({
    pathname: new URL(request.url).pathname,
    nonce,
    dev: process.env.NODE_ENV === 'development',
    hostedContent: Boolean(SANITY_PROJECT_ID),
    payments: paymentSetup().mode,
    studioOrigin: SANITY_STUDIO_URL && new URL(SANITY_STUDIO_URL).origin,
    siteUrl: SITE_URL,
  });
  for (const [name, value] of Object.entries(security)) responseHeaders.set(name, value);

  // The whole document, then one answer with its length (docs/decisions/0072): nothing of a page
  // waits on data once its loaders are done, so streaming it would only cut it into small writes,
  // each passed through Web streams and compressed on its own.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationProvider language={language} texts={resources[language].common}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={nonce}
          />
        </TranslationProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          sink.on('finish', () => {
            clearTimeout(timer);
            const body = Buffer.concat(chunks);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            responseHeaders.set('Content-Length', String(body.length));
            resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reach onShellError; log only the later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

/** The data requests of client-side navigations (single fetch): a strict policy of their own. */
export function handleDataRequest(response: Response) {
  for (const [name, value] of Object.entries(dataSecurityHeaders(env().SITE_URL))) {
    response.headers.set(name, value);
  }
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests and the client's own mistakes (404, 405) are not server errors.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The database is down or busy: the answer becomes a 503 (server/remix-handler.ts).
  noteRequestError(error);
  console.error(error);
}
