import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { splitMessage, startSmtpServer } from '../../tests/support/smtp';
import { calendarOf } from './ics';
import { createFileTransport, createMailTransport } from './transport.server';

const message = {
  from: 'Implant Academy <no-reply@academy.test>',
  to: 'info@academy.test',
  replyTo: 'jane@example.com',
  subject: 'New enquiry from Jane Doe',
  text: 'Courses: Module 1, Clinical 2\n',
};

describe('file transport', () => {
  it('writes each message as an .eml file, creating the directory', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'mail-')), 'nested', 'mail');
    const transport = createFileTransport(dir);
    await transport.send(message);
    await transport.send({ ...message, subject: 'Second' });

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const { headers, body } = splitMessage(await readFile(path.join(dir, files[0]!), 'utf8'));
    expect(headers.from).toBe('Implant Academy <no-reply@academy.test>');
    expect(headers.to).toBe('info@academy.test');
    expect(headers['reply-to']).toBe('jane@example.com');
    expect(headers.subject).toBe('New enquiry from Jane Doe');
    expect(headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(body).toContain('Courses: Module 1, Clinical 2');
    expect(transport.description).toBe(`.eml files in ${path.resolve(dir)}`);
  });
});

describe('calendar files', () => {
  it('sends a calendar as a text/calendar part named sessions.ics', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await createFileTransport(dir).send({ ...message, calendar });
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file!), 'utf8');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(raw).toContain('sessions.ics');
    expect(raw).toContain('BEGIN:VCALENDAR');
  });

  it('sends a cancellation (METHOD:CANCEL) with the method calendar clients act on', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    const calendar = calendarOf(
      [
        {
          uid: 'o-c1@a',
          title: 'C1',
          location: 'L',
          firstDay: '2027-04-15',
          lastDay: '2027-04-20',
          sequence: 1,
        },
      ],
      new Date(),
      'CANCEL',
    );
    await createFileTransport(dir).send({ ...message, calendar });
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file!), 'utf8');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
  });
});

describe('createMailTransport', () => {
  it('uses SMTP when SMTP_URL is set, files otherwise', async () => {
    const smtp = await startSmtpServer();
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    const viaSmtp = createMailTransport({ SMTP_URL: smtp.url, MAIL_DIR: dir });
    try {
      expect(viaSmtp.description).toBe(`SMTP smtp://127.0.0.1:${smtp.port}`);
      await viaSmtp.send(message);
      expect(smtp.messages).toHaveLength(1);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      viaSmtp.close();
      await smtp.close();
    }
    const viaFiles = createMailTransport({ MAIL_DIR: dir });
    await viaFiles.send(message);
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('never shows the SMTP password in its description', () => {
    const transport = createMailTransport({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      MAIL_DIR: '.data/mail',
    });
    expect(transport.description).toBe('SMTP smtps://smtp.example.com:465');
    transport.close();
  });
});
