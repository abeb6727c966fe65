import { Form } from '@remix-run/react';

import type { TemplateFrame } from '~/content/queries';

import { Icon } from './Icons';
import { buttonClass } from './SectionHeading';

const fieldClass = 'mt-1 w-full rounded-md border border-slate-400 px-4 py-3 text-slate-900';

/**
 * The contacts page: address, phone and e-mail, and a sample form that leads to the thank-you
 * page. It is sample content: the message is neither stored nor sent, and the form says so.
 */
export function ContactSection({ frame }: { frame: TemplateFrame }) {
  const details = [
    { icon: 'pin', label: 'Address', value: frame.address, href: undefined },
    {
      icon: 'phone',
      label: 'Phone',
      value: frame.phone,
      href: `tel:${frame.phone.replace(/[^+\d]/g, '')}`,
    },
    { icon: 'mail', label: 'E-mail', value: frame.email, href: `mailto:${frame.email}` },
  ] as const;
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
      <section aria-labelledby="contact-details">
        <h2 id="contact-details" className="text-3xl font-bold text-slate-900">
          Get In Touch
        </h2>
        <p className="mt-4 text-lg text-slate-700">{frame.contactIntro}</p>
        <dl className="mt-8 space-y-6">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt className="flex items-center gap-3 font-semibold text-slate-900">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                  <Icon name={detail.icon} />
                </span>
                {detail.label}
              </dt>
              <dd className="mt-1 pl-13 text-slate-700">
                {detail.href ? (
                  <a href={detail.href} className="underline">
                    {detail.value}
                  </a>
                ) : (
                  detail.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="contact-form" className="rounded-2xl bg-teal-50/60 p-8">
        <h2 id="contact-form" className="text-2xl font-bold text-slate-900">
          Send Us A Message
        </h2>
        <p className="mt-2 text-slate-700">
          This is a sample form: messages are not stored or sent anywhere.
        </p>
        <Form method="post" className="mt-6 space-y-4">
          <label className="block font-medium text-slate-900">
            Name
            <input name="name" autoComplete="name" className={fieldClass} />
          </label>
          <label className="block font-medium text-slate-900">
            E-mail
            <input name="email" type="email" autoComplete="email" className={fieldClass} />
          </label>
          <label className="block font-medium text-slate-900">
            Message
            <textarea name="message" rows={5} className={fieldClass} />
          </label>
          <button type="submit" className={buttonClass}>
            Send Message
          </button>
        </Form>
      </section>
    </div>
  );
}
