import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { expectConsoleError } from '../../../tests/support/console';
import { createTestDatabase, resetDatabase } from '../../../tests/support/database';
import { jsonPost, routeArgs } from '../../../tests/support/routes';
import { action, loader } from './api.contacts';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

const enquiry = {
  name: 'Jane Doe',
  phone: '+1 310 555 0100',
  email: 'jane@example.com',
  questions: 'Is there parking?',
  selectedCourses: ['Module 1', 'Fellowship'],
  page: '/',
};

let addressCounter = 0;
function post(
  body: string,
  { type = 'application/json', address = `203.0.113.${++addressCounter}` } = {},
) {
  const request = jsonPost('/api/contacts', body, type);
  return action(routeArgs(request, { context: { clientAddress: address } }));
}

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('POST /api/contacts', () => {
  it('answers 201 with the id of the stored enquiry', async () => {
    const response = await post(JSON.stringify(enquiry), { address: '::ffff:203.0.113.200' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    const [row] =
      await sql`select name, selected_courses, client_address from enquiries where id = ${body.id}`;
    expect(row).toEqual({
      name: 'Jane Doe',
      selected_courses: ['Module 1', 'Fellowship'],
      client_address: '203.0.113.200',
    });
    expect(await sql`select 1 from outbox_emails`).toHaveLength(1);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await post('{"name": "Jane",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'There was a problem submitting your request. Please try again.',
      fieldErrors: {},
    });
  });

  it('answers 400 to a body that is not sent as JSON', async () => {
    const form = new URLSearchParams({ name: 'Jane', phone: '3105550100', email: 'j@example.com' });
    const response = await post(form.toString(), { type: 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(400);
    expect(await sql`select 1 from enquiries`).toHaveLength(0);
  });

  it('accepts a JSON content type with a charset', async () => {
    const response = await post(JSON.stringify(enquiry), {
      type: 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(201);
  });

  it('answers 400 with a message per invalid field', async () => {
    const response = await post(JSON.stringify({ ...enquiry, name: '', email: 'not-an-email' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'There was a problem submitting your request. Please try again.',
      fieldErrors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
      },
    });
    expect(await sql`select 1 from enquiries`).toHaveLength(0);
  });

  it('answers 400 to a JSON body that is not an object', async () => {
    const notObject = await post('null');
    expect(notObject.status).toBe(400);
    expect((await notObject.json()).fieldErrors).toMatchObject({ name: 'Please enter your name.' });
  });

  it('stores an enquiry whatever its course labels: the docs/product.md#courses-and-prices long form and unknown ones', async () => {
    const longForm =
      'Module 2: Advanced and Immediate Implantology, 24 CE, $2,850, 3-day hands-on.';
    const response = await post(
      JSON.stringify({ ...enquiry, selectedCourses: [longForm, 'Module 7'] }),
    );
    expect(response.status).toBe(201);
    const [row] = await sql<
      { selected_courses: string[] }[]
    >`select selected_courses from enquiries`;
    expect(row!.selected_courses).toEqual(['Module 2', 'Module 7']);
  });

  it('answers 413 to an oversized body without storing anything', async () => {
    const response = await post(JSON.stringify({ ...enquiry, questions: 'q'.repeat(100_000) }));
    expect(response.status).toBe(413);
    expect(await sql`select 1 from enquiries`).toHaveLength(0);
  });

  it('answers 429 with Retry-After once an address has sent five enquiries', async () => {
    const address = '203.0.113.250';
    for (let i = 0; i < 5; i++) {
      expect((await post(JSON.stringify(enquiry), { address })).status).toBe(201);
    }
    const response = await post(JSON.stringify(enquiry), { address });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: 'Too many requests. Please try again in a few minutes.',
    });
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(590);
    expect((await post(JSON.stringify(enquiry))).status).toBe(201);
  });

  it('answers 503 when the enquiry cannot be stored', async () => {
    await sql`
      create function refuse_enquiry() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`;
    await sql`
      create trigger refuse_enquiry before insert on enquiries
      for each row execute function refuse_enquiry()`;
    const logged = expectConsoleError();
    try {
      const response = await post(JSON.stringify(enquiry));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'There was a problem submitting your request. Please try again.',
      });
      expect(logged).toHaveBeenCalledWith('Enquiry could not be stored:', expect.anything());
    } finally {
      await sql`drop trigger refuse_enquiry on enquiries`;
      await sql`drop function refuse_enquiry`;
    }
  });

  it('answers 405 to other methods', async () => {
    const get = await loader();
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect(await get.json()).toEqual({ error: 'Method not allowed' });

    const request = new Request('http://localhost/api/contacts', { method: 'PUT', body: '{}' });
    const put = await action(routeArgs(request));
    expect(put.status).toBe(405);
  });
});
