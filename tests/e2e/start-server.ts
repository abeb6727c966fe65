/**
 * Starts the production build the way the README does, on a fresh database: a new database on
 * DATABASE_URL's server when it is set (CI), else a new embedded PostgreSQL.
 */
import { rmSync } from 'node:fs';

import { connect } from '../../app/db/client.server';
import { ensureDatabase } from '../../app/db/embedded.server';
import {
  E2E_COUNTRY_HEADER,
  E2E_DATABASE,
  E2E_EMBEDDED_POSTGRES_DIR,
  E2E_EMBEDDED_POSTGRES_PORT,
  E2E_MAIL_DIR,
  E2E_PORT,
  E2E_PREVIEW_SECRET,
} from './settings';

if (process.env.DATABASE_URL) {
  const admin = connect(process.env.DATABASE_URL, { max: 1 });
  await admin.unsafe(`drop database if exists ${E2E_DATABASE} with (force)`);
  await admin.end();
  process.env.DATABASE_URL = await ensureDatabase(process.env.DATABASE_URL, E2E_DATABASE);
} else {
  process.env.EMBEDDED_POSTGRES_DIR = E2E_EMBEDDED_POSTGRES_DIR;
  process.env.EMBEDDED_POSTGRES_PORT = String(E2E_EMBEDDED_POSTGRES_PORT);
  rmSync(E2E_EMBEDDED_POSTGRES_DIR, { recursive: true, force: true });
}

process.env.PORT = String(E2E_PORT);
process.env.HOST = '127.0.0.1';
// Links in e-mails point here (see emailLinkOrigin), so the tests can follow them.
process.env.SITE_URL = `http://127.0.0.1:${E2E_PORT}`;
process.env.PREVIEW_SECRET = E2E_PREVIEW_SECRET;
// Mail goes to files the tests read; a fresh folder per run.
process.env.MAIL_DIR = E2E_MAIL_DIR;
rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
// As a CDN would, the tests tell the site the visitor's country in a header.
process.env.COUNTRY_HEADER = E2E_COUNTRY_HEADER;
// Tests stand for visitors at different addresses (the rate limit counts per address).
process.env.TRUST_PROXY = 'true';
// Stripe's API and Stripe.js are stood in for (mocks/); the card flow runs end to end offline.
process.env.MOCKS = 'true';
// One line per request would bury the warnings and errors in the test output.
process.env.LOG_LEVEL = 'warn';
// A freed seat reaches the waiting list within seconds, not the production minute.
process.env.WAITING_LIST_SWEEP_SECONDS = '2';
// A monthly payment the test makes due is charged within seconds, not the production minute.
process.env.PLAN_CHARGING_SECONDS = '2';

await import('../../server/index');
