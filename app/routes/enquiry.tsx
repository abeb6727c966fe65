import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EnquiryForm, type EnquiryFormResult } from '~/components/enquiry/EnquiryForm';
import { contentFor } from '~/content/content.server';
import { enquiryOptionsQuery } from '~/content/queries';
import { ENQUIRY_ERROR, parseEnquiry } from '~/enquiries/enquiry';
import { submitEnquiry } from '~/enquiries/enquiry.server';
import { clientAddress } from '~/lib/client-address.server';

/**
 * Where the enquiry forms post. A fetcher (JavaScript) gets the errors as data; a plain form
 * post lands on this page, which shows the form again with the errors and what was typed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const values: EnquiryFormResult['values'] = form
    ? {
        name: form.get('name')?.toString(),
        phone: form.get('phone')?.toString(),
        email: form.get('email')?.toString(),
        questions: form.get('questions')?.toString(),
        selectedCourses: form.getAll('selectedCourses').map(String),
      }
    : {};
  const parsed = parseEnquiry(form ?? {});
  if (!parsed.success) {
    return data<EnquiryFormResult>(
      { error: parsed.error, fieldErrors: parsed.fieldErrors, values },
      400,
    );
  }
  try {
    const result = await submitEnquiry(parsed.data, {
      clientAddress: clientAddress(request, context),
    });
    if (result.ok) return redirect('/thankyou?sent=1');
    const status = result.reason === 'rate-limited' ? 429 : 400;
    const fieldErrors = result.reason === 'invalid' ? result.fieldErrors : {};
    return data<EnquiryFormResult>({ error: result.error, fieldErrors, values }, status);
  } catch (error) {
    console.error('Enquiry could not be stored:', error);
    return data<EnquiryFormResult>({ error: ENQUIRY_ERROR, fieldErrors: {}, values }, 503);
  }
}

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
  const result = useActionData<typeof action>();
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
