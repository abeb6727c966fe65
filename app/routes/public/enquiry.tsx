import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { EnquiryForm } from '~/components/enquiries/EnquiryForm';
import { contentFor } from '~/content/content.server';
import { enquiryOptionsQuery } from '~/content/queries';
import { ENQUIRY_FAILED, enquirySchema } from '~/enquiries/enquiry';
import { submitEnquiry } from '~/enquiries/enquiry.server';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { useTranslation } from '~/i18n/translation';
import { clientAddress } from '~/lib/client-address.server';

/**
 * Where the enquiry forms post. A fetcher (JavaScript) gets the errors as data; a plain form
 * post lands on this page, which shows the form again with the errors and what was typed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseForm(form, enquirySchema);
  if (submission.status !== 'success') return data(submission.reply(), 400);
  try {
    const result = await submitEnquiry(submission.value, {
      clientAddress: clientAddress(request, context),
    });
    if (result.ok) return redirect('/thankyou?sent=1');
    return data(submission.reply({ formErrors: [result.error] }), 429);
  } catch (error) {
    console.error('Enquiry could not be stored:', error);
    return data(submission.reply({ formErrors: [ENQUIRY_FAILED] }), 503);
  }
}

export const clientAction = keepFormOnFailure(ENQUIRY_FAILED);

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return { options: await content.query(enquiryOptionsQuery) };
}

export const meta: MetaFunction = () => [
  { title: 'Get In Touch' },
  { name: 'robots', content: 'noindex' },
];

export default function EnquiryPage() {
  const { options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="enquiry-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 id="enquiry-title" className="text-3xl font-bold text-brand-900">
        {t('enquiry.getInTouch')}
      </h1>
      <div className="mt-8">
        <EnquiryForm options={options} variant="footer" result={result} />
      </div>
    </section>
  );
}
