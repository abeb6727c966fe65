import { type FormMetadata, FormProvider, getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';

import { FormAlert } from './FormAlert';

/**
 * A conform form that posts to a route's action (a Remix `<Form>`, or a fetcher's), with the
 * form's alert first. Without JavaScript it is a plain HTML form post.
 */
export function PostForm<Schema extends Record<string, unknown>>({
  form,
  as: Component = Form,
  action,
  className = 'grid gap-4',
  fieldsFailed,
  'aria-describedby': describedBy,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  as?: typeof Form;
  action?: string;
  className?: string;
  /** The alert while a field has an error (see FormAlert). */
  fieldsFailed?: string;
  'aria-describedby'?: string;
  children: React.ReactNode;
}) {
  return (
    <FormProvider context={form.context}>
      <Component
        {...getFormProps(form)}
        method="post"
        action={action}
        aria-describedby={describedBy}
        className={className}
      >
        <FormAlert form={form} fieldsFailed={fieldsFailed} />
        {children}
      </Component>
    </FormProvider>
  );
}
