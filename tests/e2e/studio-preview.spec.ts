/**
 * Preview from the Studio's Presentation tool, in Chromium: a second site instance reads "hosted"
 * content from the loopback stand-in of Sanity's API (the bundled dataset, drafts included), a
 * page on another site stands for the Studio and frames /api/preview with a secret made as the
 * Presentation tool makes it. The frame must load (frame-ancestors), keep its partitioned cookie,
 * show drafts and load the overlays without a CSP violation; another origin may not frame it, and
 * the site visited directly is not in preview.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';

import postgres from 'postgres';

import { loadLocalDataset } from '../../app/content/local-dataset.server';
import { storePreviewSecret } from '../../mocks/sanity-api/presentation';
import { type SanityApiStandIn, startSanityApiStandIn } from '../../mocks/sanity-api/server';
import { expect, test } from './fixtures';
import { E2E_EMBEDDED_POSTGRES_PORT, E2E_PORT } from './settings';

const SITE_PORT = E2E_PORT + 1;
const STUDIO_PORT = E2E_PORT + 2;
const OTHER_PORT = E2E_PORT + 3;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
// Another site than the site's (localhost is not 127.0.0.1): the frame is third-party.
const STUDIO = `http://localhost:${STUDIO_PORT}`;
const TOKEN = 'sk-e2e-read-token';
const DATABASE = `academy_e2e_${SITE_PORT}`;
// The PostgreSQL server of the suite's own site: DATABASE_URL's, else its embedded one
// (start-server.ts), which is running while any test runs.
const SERVER_URL =
  process.env.DATABASE_URL ??
  `postgres://postgres:postgres@127.0.0.1:${E2E_EMBEDDED_POSTGRES_PORT}/postgres`;

let sanity: SanityApiStandIn;
let site: ChildProcess;
const pages: Server[] = [];

/** A page at `port` that frames `src`. */
function framingPage(port: number, src: () => string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      `<!doctype html><title>Studio</title><iframe title="preview" src="${src()}" width="1000" height="800"></iframe>`,
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let secretSrc = '';

// One site instance for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataset = await loadLocalDataset('studio/seed/data.ndjson');
  const drafts = dataset.withDrafts
    .filter((document) => !dataset.published.includes(document))
    .map((draft) => ({ ...draft, _id: `drafts.${draft._id}` }));
  sanity = await startSanityApiStandIn({
    dataset: 'production',
    token: TOKEN,
    documents: [...dataset.published, ...drafts],
  });

  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
  await admin.unsafe(`create database ${DATABASE}`);
  await admin.end();
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${DATABASE}`;

  site = spawn(process.execPath, ['build/server-node/index.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      SESSION_SECRET: 'e2e-session-secret-of-at-least-32-characters',
      SANITY_PROJECT_ID: 'stand-in',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: sanity.url,
      SANITY_API_READ_TOKEN: TOKEN,
      SANITY_STUDIO_URL: STUDIO,
      LOG_LEVEL: 'warn',
      MAIL_DIR: `.data/e2e-${SITE_PORT}/mail`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${SITE}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);

  pages.push(await framingPage(STUDIO_PORT, () => secretSrc));
  pages.push(await framingPage(OTHER_PORT, () => `${SITE}/`));
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await Promise.all(pages.map((page) => new Promise((resolve) => page.close(resolve))));
  await sanity?.close();
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
  await admin.end();
});

/** What the Presentation tool does before it loads the preview: store a fresh secret. */
async function presentationSecret(pathname: string) {
  const secret = await storePreviewSecret({
    apiUrl: sanity.url,
    token: TOKEN,
    dataset: 'production',
    studioUrl: STUDIO,
  });
  return `${SITE}/api/preview?${new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-pathname': pathname,
  })}`;
}

type SeedPage = {
  sections: Array<{ key: string; heading: Array<{ _key: string; value: string }> }>;
};

/** The home page's English hero heading, published and in the seed's draft. */
function seedHeadings() {
  const byId = (id: string) =>
    sanity.documents.find((document) => document._id === id) as unknown as SeedPage | undefined;
  const hero = (page: SeedPage) =>
    page.sections.find((section) => section.key === 'hero')!.heading.find((h) => h._key === 'en')!
      .value;
  const draft = byId('drafts.page.home');
  return { published: hero(byId('page.home')!), draft: draft ? hero(draft) : null };
}

test('the Studio frames the site in preview, with drafts and the overlays', async ({ page }) => {
  const { published, draft } = seedHeadings();
  expect(draft).not.toBeNull();
  expect(draft).not.toBe(published);

  secretSrc = await presentationSecret('/');
  const overlays = page.waitForResponse(/renderVisualEditing-.*\.js$/);
  await page.goto(`${STUDIO}/`);
  const frame = page.frameLocator('iframe[title="preview"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draft!);
  await expect(frame.getByRole('status')).toContainText('Preview mode');
  expect((await overlays).status()).toBe(200);

  // The cookie belongs to the frame under the Studio: the site on its own is published content.
  const direct = await page.context().newPage();
  await direct.goto(`${SITE}/`);
  await expect(direct.getByRole('heading', { level: 1 })).toHaveText(published);
  await expect(direct.getByText('Preview mode')).toHaveCount(0);
});

test('a forged secret turns nothing on', async ({ request }) => {
  const response = await request.get(
    `${SITE}/api/preview?sanity-preview-secret=forged-secret&sanity-preview-pathname=/`,
    { maxRedirects: 0 },
  );
  expect(response.status()).toBe(401);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test('another site may not frame the site', async ({ page, cspViolations }) => {
  const response = await page.request.get(`${SITE}/`);
  expect(response.headers()['content-security-policy']).toContain(
    `frame-ancestors 'self' ${STUDIO}`,
  );
  expect(response.headers()['x-frame-options']).toBeUndefined();

  await page.goto(`http://localhost:${OTHER_PORT}/`);
  await expect
    .poll(() => cspViolations.some((text) => text.includes('frame-ancestors')))
    .toBe(true);
  await expect(
    page.frameLocator('iframe[title="preview"]').getByRole('heading', { level: 1 }),
  ).toHaveCount(0);
  // The refusal was the point of this test.
  cspViolations.splice(0);
});
