/** The academy, orders, waiting-list entries and moves the e-mail tests render. */
import type { EmailAcademy } from '~/email/message';
import type { PaidOrder } from '~/fulfilment/emails';
import type { Language } from '~/i18n/config';
import type { SessionMoveMail } from '~/sessions/move-emails';
import { confirmationEmail, offerEmail } from '~/sessions/waiting-list-emails';

export const academy: EmailAcademy = {
  name: 'Beverly Hills Implant Academy',
  addressLines: ['9454 Wilshire Blvd, Suite 600', 'Beverly Hills, CA 90212', 'United States'],
  phone: '(310) 555-0123',
  phoneHref: 'tel:+13105550123',
  email: 'registration@academy.example',
  origin: 'https://academy.example',
};

const courseNames = {
  module1: 'Basic Dental Implantology (Online, 24 CE Hours)',
  module2: 'Advanced and Immediate Implantology (Online, 24 CE Hours)',
  clinical1: 'Basic and Intermediate Surgery (Beverly Hills)',
};
export const context = { academy, courseNames };

/** Ana's paid Fellowship: three courses, a session booked for one of them. */
export const order = (language: Language): PaidOrder => ({
  id: '3f2c1a9e-0000-4000-8000-000000000001',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '+52 55 1234 5678',
  selectedItems: ['fellowship'],
  courseIds: ['module1', 'module2', 'clinical1'],
  amountCents: 1_200_000,
  creditCents: 0,
  paymentIntentId: 'pi_123',
  language,
  sessions: [
    {
      courseId: 'clinical1',
      dateText: 'Apr 15-20, 2027',
      startDate: '2027-04-15',
      endDate: '2027-04-20',
      location: 'Beverly Hills, CA',
    },
  ],
});

/** The order as the academy's notices about its payment name it. */
export const noted = {
  id: '3f2c1a9e-0000-4000-8000-000000000001',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '+52 55 1234 5678',
  amountCents: 570_000,
  currency: 'usd',
  paymentIntentId: 'pi_123',
};

/** The waiting list's session. */
export const waitingListSession = {
  courseId: 'clinical1',
  sessionKey: 'c1-2027-04',
  courseName: 'Clinical 1',
  dateText: 'Apr 15-20, 2027',
  startDate: '2027-04-15',
  endDate: '2027-04-20',
  location: 'Beverly Hills, CA',
};

export const offer = (language: Language) =>
  offerEmail(
    {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      language,
      token: 'T'.repeat(43),
      offerUntil: new Date('2027-03-01T17:00:00Z'),
    },
    waitingListSession,
    { academy },
  );

export const waitingListConfirmation = (language: Language) =>
  confirmationEmail(
    { email: 'ana@example.com', language, token: 'T'.repeat(43) },
    waitingListSession,
    { academy, confirmHours: 24 },
  );

/** Ana's Clinical 1 seat moved from April in Beverly Hills to June in Miami. */
export const move = (language: Language): SessionMoveMail => ({
  orderId: '3f2c1a9e-0000-4000-8000-000000000001',
  courseId: 'clinical1',
  courseName: 'Clinical 1',
  courseNameEn: 'Clinical 1',
  student: { name: 'Ana Ruiz', email: 'ana@example.com', language },
  from: {
    key: 'c1-04',
    dateText: 'Apr 15-20, 2027',
    startDate: '2027-04-15',
    endDate: '2027-04-20',
    location: 'Beverly Hills, CA',
  },
  to: {
    key: 'c1-06',
    dateText: 'Jun 10-15, 2027',
    startDate: '2027-06-10',
    endDate: '2027-06-15',
    location: 'Miami, FL',
  },
  moves: 1,
  movedBefore: false,
});
