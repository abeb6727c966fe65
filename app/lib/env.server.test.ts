import { describe, expect, it } from 'vitest';

import { EnvError, parseEnv } from './env.server';

describe('parseEnv', () => {
  it('runs on defaults with no configuration at all', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.EMBEDDED_POSTGRES_DIR).toBe('.data/postgres');
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.SANITY_DATASET).toBe('production');
  });

  it('reads the configured values', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db.example.com:5432/academy',
      SANITY_PROJECT_ID: 'abc123',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgres://u@db.example.com:5432/academy');
    expect(env.SANITY_PROJECT_ID).toBe('abc123');
  });

  it('takes the academy time zone as an IANA name, America/Los_Angeles by default', () => {
    expect(parseEnv({}).ACADEMY_TIME_ZONE).toBe('America/Los_Angeles');
    expect(parseEnv({ ACADEMY_TIME_ZONE: '' }).ACADEMY_TIME_ZONE).toBe('America/Los_Angeles');
    expect(parseEnv({ ACADEMY_TIME_ZONE: ' Europe/Madrid ' }).ACADEMY_TIME_ZONE).toBe(
      'Europe/Madrid',
    );
    expect(() => parseEnv({ ACADEMY_TIME_ZONE: 'PST' })).toThrow(
      'ACADEMY_TIME_ZONE must be an IANA time zone such as America/Los_Angeles or Europe/Madrid (got "PST")',
    );
  });

  it('names every bad variable in one line', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^Invalid environment: /);
    expect(message).toContain('PORT must be a whole number (got "eighty")');
    expect(message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(message).toContain('SESSION_SECRET must be one or more comma-separated secrets');
  });

  it("keeps the developers' preview secret to the bundled dataset, and checks the Studio's URL", () => {
    expect(parseEnv({ PREVIEW_SECRET: 'a-developer-secret' }).PREVIEW_SECRET).toBe(
      'a-developer-secret',
    );
    expect(() =>
      parseEnv({ PREVIEW_SECRET: 'a-developer-secret', SANITY_PROJECT_ID: 'abc123' }),
    ).toThrow('PREVIEW_SECRET must not be set with SANITY_PROJECT_ID');
    expect(parseEnv({ SANITY_STUDIO_URL: 'https://academy.sanity.studio' }).SANITY_STUDIO_URL).toBe(
      'https://academy.sanity.studio',
    );
    expect(() => parseEnv({ SANITY_STUDIO_URL: 'academy.sanity.studio' })).toThrow(
      'SANITY_STUDIO_URL must be a full URL',
    );
    expect(() => parseEnv({ SANITY_WEBHOOK_SECRET: 'short' })).toThrow(
      'SANITY_WEBHOOK_SECRET must be at least 16 characters (value not shown)',
    );
  });

  it('holds seats 30 minutes unless told otherwise, within a day', () => {
    expect(parseEnv({}).SEAT_HOLD_MINUTES).toBe(30);
    expect(parseEnv({ SEAT_HOLD_MINUTES: '15' }).SEAT_HOLD_MINUTES).toBe(15);
    expect(() => parseEnv({ SEAT_HOLD_MINUTES: '0' })).toThrow(
      'SEAT_HOLD_MINUTES must be between 1 and 1440 (got "0")',
    );
  });

  it('lets one client address hold 4 unpaid seats at once unless told otherwise', () => {
    expect(parseEnv({}).SEAT_HOLDS_PER_ADDRESS).toBe(4);
    expect(parseEnv({ SEAT_HOLDS_PER_ADDRESS: '10' }).SEAT_HOLDS_PER_ADDRESS).toBe(10);
    expect(() => parseEnv({ SEAT_HOLDS_PER_ADDRESS: '0' })).toThrow(
      'SEAT_HOLDS_PER_ADDRESS must be between 1 and 100 (got "0")',
    );
    expect(() => parseEnv({ SEAT_HOLDS_PER_ADDRESS: 'many' })).toThrow(
      'SEAT_HOLDS_PER_ADDRESS must be a number of orders (got "many")',
    );
  });

  it('lets a waiting-list offer hold its seat 48 hours unless told otherwise, within two weeks', () => {
    expect(parseEnv({}).WAITING_LIST_OFFER_HOURS).toBe(48);
    expect(parseEnv({ WAITING_LIST_OFFER_HOURS: '24' }).WAITING_LIST_OFFER_HOURS).toBe(24);
    expect(() => parseEnv({ WAITING_LIST_OFFER_HOURS: '400' })).toThrow(
      'WAITING_LIST_OFFER_HOURS must be between 1 and 336 (got "400")',
    );
    expect(parseEnv({}).WAITING_LIST_SWEEP_SECONDS).toBe(60);
    expect(() => parseEnv({ WAITING_LIST_SWEEP_SECONDS: '0' })).toThrow(
      'WAITING_LIST_SWEEP_SECONDS must be between 1 and 3600 (got "0")',
    );
  });

  it('retries a declined monthly payment 3, 7 and 14 days on and refuses bookings after 14 days unless told otherwise', () => {
    expect(parseEnv({}).PLAN_RETRY_DAYS).toEqual([3, 7, 14]);
    expect(parseEnv({ PLAN_RETRY_DAYS: ' 1, 2 ,5 ' }).PLAN_RETRY_DAYS).toEqual([1, 2, 5]);
    expect(parseEnv({ PLAN_RETRY_DAYS: '' }).PLAN_RETRY_DAYS).toEqual([3, 7, 14]);
    for (const bad of ['7,3', '3,3', '0,2', '3,x', '61', '1,2,3,4,5,6,7,8,9,10,11', '2.5']) {
      expect(() => parseEnv({ PLAN_RETRY_DAYS: bad })).toThrow(
        `PLAN_RETRY_DAYS must be up to 10 whole numbers of days from 1 to 60, ascending and comma-separated, e.g. 3,7,14 (got "${bad}")`,
      );
    }
    expect(parseEnv({}).PLAN_GRACE_DAYS).toBe(14);
    expect(parseEnv({ PLAN_GRACE_DAYS: '0' }).PLAN_GRACE_DAYS).toBe(0);
    expect(() => parseEnv({ PLAN_GRACE_DAYS: '91' })).toThrow(
      'PLAN_GRACE_DAYS must be between 0 and 90 (got "91")',
    );
  });

  it('never repeats a secret it refuses', () => {
    const secrets = {
      SESSION_SECRET: 'hunter2-short',
      STRIPE_SECRET_KEY: 'sk_bogus_4eC39HqLyjWDarjtT1zdp7dc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'ftp://mailer:s3cret-pass@mail.example',
      DATABASE_URL: 'mysql://root:db-pa55@db.example/academy',
      PREVIEW_SECRET: 'tiny',
    };
    let message = '';
    try {
      parseEnv(secrets);
    } catch (error) {
      message = (error as EnvError).message;
    }
    expect(message).toContain('STRIPE_SECRET_KEY must be a Stripe secret key');
    expect(message).toContain('SMTP_URL must start with smtp://');
    expect(message).toContain('(value not shown)');
    for (const value of ['hunter2', '4eC39HqLyjWDarjtT1zdp7dc', 's3cret-pass', 'db-pa55', 'tiny']) {
      expect(message).not.toContain(value);
    }
  });

  it('in production on a network address, needs SESSION_SECRET and SITE_URL', () => {
    const exposed = { NODE_ENV: 'production', HOST: '0.0.0.0' };
    expect(() => parseEnv(exposed)).toThrow(
      'SESSION_SECRET must be set in production when HOST (0.0.0.0) is not a loopback address',
    );
    expect(() => parseEnv(exposed)).toThrow('SITE_URL must be set in production');
    const secret = 'x'.repeat(32);
    expect(
      parseEnv({ ...exposed, SESSION_SECRET: secret, SITE_URL: 'https://academy.example' }).HOST,
    ).toBe('0.0.0.0');
    // A laptop: loopback by default, generated secret and local links are fine.
    expect(parseEnv({ NODE_ENV: 'production' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'production', HOST: '::1' }).SITE_URL).toBeUndefined();
  });

  it('in production on a network address, refuses the stand-ins and proxies not named', () => {
    const exposed = {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      SESSION_SECRET: 'x'.repeat(32),
      SITE_URL: 'https://academy.example',
    };
    expect(() => parseEnv({ ...exposed, MOCKS: 'true' })).toThrow(
      'MOCKS must not be true in production when HOST (0.0.0.0) is not a loopback address: the stand-ins would take the payments and grant courses for free (got "true")',
    );
    for (const trust of ['true', '1', '2', '0.0.0.0/0', '10.0.0.5, ::/0', '1.2.3.4/000']) {
      expect(() => parseEnv({ ...exposed, TRUST_PROXY: trust }), trust).toThrow(
        `TRUST_PROXY must name the proxies' addresses or ranges (such as 10.0.0.5 or 10.0.0.0/24) in production when HOST (0.0.0.0) is not a loopback address: with true or a number of proxies (or a /0 range), anyone who reaches the instance directly chooses the address and request id it is known by (got "${trust}")`,
      );
    }
    expect(parseEnv({ ...exposed, TRUST_PROXY: '172.30.0.10' }).TRUST_PROXY).toEqual({
      ranges: ['172.30.0.10'],
    });
    expect(parseEnv({ ...exposed, TRUST_PROXY: '10.0.0.0/8, fd00::/8' }).TRUST_PROXY).toEqual({
      ranges: ['10.0.0.0/8', 'fd00::/8'],
    });
    expect(parseEnv({ ...exposed, TRUST_PROXY: 'false', MOCKS: 'false' }).MOCKS).toBe(false);
    // On loopback (a proxy on the same machine) and in development, today's choices stand.
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) {
      const local = parseEnv({ ...exposed, HOST, TRUST_PROXY: '2', MOCKS: 'true' });
      expect(local.TRUST_PROXY).toEqual({ hops: 2 });
      expect(local.MOCKS).toBe(true);
    }
    expect(
      parseEnv({ HOST: '0.0.0.0', NODE_ENV: 'development', TRUST_PROXY: 'true', MOCKS: 'true' })
        .TRUST_PROXY,
    ).toEqual({ hops: 1 });
  });

  it('refuses the Stripe stand-ins together with live keys', () => {
    expect(() =>
      parseEnv({
        MOCKS: 'true',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
    ).toThrow('MOCKS must not be true with live Stripe keys');
  });

  it('bounds the content cache to 500 entries and keeps page visits 400 days unless told otherwise', () => {
    expect(parseEnv({}).CONTENT_CACHE_ENTRIES).toBe(500);
    expect(parseEnv({ CONTENT_CACHE_ENTRIES: '2000' }).CONTENT_CACHE_ENTRIES).toBe(2000);
    expect(() => parseEnv({ CONTENT_CACHE_ENTRIES: '0' })).toThrow(
      'CONTENT_CACHE_ENTRIES must be between 1 and 100000 (got "0")',
    );
    expect(parseEnv({}).PAGE_VISITS_RETENTION_DAYS).toBe(400);
    expect(parseEnv({ PAGE_VISITS_RETENTION_DAYS: '90' }).PAGE_VISITS_RETENTION_DAYS).toBe(90);
    expect(() => parseEnv({ PAGE_VISITS_RETENTION_DAYS: 'forever' })).toThrow(
      'PAGE_VISITS_RETENTION_DAYS must be a number of days (got "forever")',
    );
  });

  it('keeps sent e-mails 30 days and mails an unconfirmed address 6 times a day unless told otherwise', () => {
    expect(parseEnv({}).OUTBOX_RETENTION_DAYS).toBe(30);
    expect(parseEnv({ OUTBOX_RETENTION_DAYS: '7' }).OUTBOX_RETENTION_DAYS).toBe(7);
    // Less than a day would delete the rows the daily cap counts.
    expect(() => parseEnv({ OUTBOX_RETENTION_DAYS: '0' })).toThrow(
      'OUTBOX_RETENTION_DAYS must be between 1 and 3650 (got "0")',
    );
    expect(() => parseEnv({ OUTBOX_RETENTION_DAYS: 'forever' })).toThrow(
      'OUTBOX_RETENTION_DAYS must be a number of days (got "forever")',
    );
    expect(parseEnv({}).MAIL_PER_ADDRESS_PER_DAY).toBe(6);
    expect(parseEnv({ MAIL_PER_ADDRESS_PER_DAY: '10' }).MAIL_PER_ADDRESS_PER_DAY).toBe(10);
    expect(() => parseEnv({ MAIL_PER_ADDRESS_PER_DAY: '0' })).toThrow(
      'MAIL_PER_ADDRESS_PER_DAY must be between 1 and 100 (got "0")',
    );
    expect(() => parseEnv({ MAIL_PER_ADDRESS_PER_DAY: '1.5' })).toThrow(
      'MAIL_PER_ADDRESS_PER_DAY must be a whole number of e-mails (got "1.5")',
    );
  });

  it('shows 24 catalog videos a page unless told otherwise, 1 to 100', () => {
    expect(parseEnv({}).CATALOG_PAGE_SIZE).toBe(24);
    expect(parseEnv({ CATALOG_PAGE_SIZE: '16' }).CATALOG_PAGE_SIZE).toBe(16);
    expect(() => parseEnv({ CATALOG_PAGE_SIZE: '0' })).toThrow(
      'CATALOG_PAGE_SIZE must be between 1 and 100 (got "0")',
    );
    expect(() => parseEnv({ CATALOG_PAGE_SIZE: '2.5' })).toThrow(
      'CATALOG_PAGE_SIZE must be a whole number of videos (got "2.5")',
    );
  });

  it('rejects a port out of range', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(
      'PORT must be between 1 and 65535 (got "70000")',
    );
  });
});
