/**
 * What the e-mails about a session say: a waiting list's offer and confirmation, and a booking
 * moved to another session.
 */
import { describe, expect, it } from 'vitest';

import {
  sessionCancelledEmail,
  sessionMovedEmail,
  sessionMoveNoticeEmail,
} from '~/sessions/move-emails';
import { confirmationEmail } from '~/sessions/waiting-list-emails';

import { academy, move, offer, waitingListSession } from '../../tests/support/emails';
import { renderEmail } from './render.server';

describe('the waiting-list e-mails', () => {
  it('names the waiting list’s session as the Spanish site does: its days, and the course in Spanish when known', () => {
    const { subject, text } = renderEmail(offer('es').content, academy);
    expect(subject).toBe('Plaza disponible: Clinical 1, 15–20 de abril de 2027');
    expect(text).toContain('Se ha liberado una plaza en Clinical 1, 15–20 de abril de 2027');
    expect(renderEmail(offer('en').content, academy).subject).toBe(
      'A seat is yours to take: Clinical 1, Apr 15-20, 2027',
    );
    const named = confirmationEmail(
      { email: 'ana@example.com', language: 'es', token: 'T'.repeat(43) },
      waitingListSession,
      { academy, confirmHours: 24, courseNamesIn: { es: { clinical1: 'Clínica 1' } } },
    );
    expect(named.content.subject).toBe(
      'Confirme su lugar en la lista de espera: Clínica 1, 15–20 de abril de 2027',
    );
  });
});

describe('the session move', () => {
  it('names a session content no longer lists by its key, without a place, and the short reference', () => {
    const unlisted = {
      ...move('en'),
      from: { key: 'old-key', dateText: 'old-key', startDate: null, endDate: null, location: '' },
    };
    const student = renderEmail(sessionMovedEmail(unlisted, academy).content, academy).text;
    expect(student).toContain('has moved from old-key to Jun 10-15, 2027, Miami, FL,');
    expect(student).toContain('Order reference: 3F2C1A9E\n');
    // Nothing to take out of a calendar that never had it.
    expect(sessionCancelledEmail(unlisted, academy)).toBeNull();
    const registrar = renderEmail(sessionMoveNoticeEmail(unlisted, academy).content, academy).text;
    expect(registrar).toContain('old-key');
    expect(registrar).toContain('3F2C1A9E');
    expect(registrar).not.toContain('3f2c1a9e-0000');
  });
});
