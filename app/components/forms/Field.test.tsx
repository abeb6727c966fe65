import { FormProvider, type SubmissionResult, useForm } from '@conform-to/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';

import { CheckboxGroup, TextField } from './Field';

/** A form as a failed submission comes back: the values sent and the errors. */
function Form({ lastResult }: { lastResult: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ name: string; topics: string[] }>({
    id: 'enquiry',
    lastResult,
  });
  return (
    <FormProvider context={form.context}>
      <form id={form.id}>
        <TextField field={fields.name} label="Name" required />
        <CheckboxGroup
          field={fields.topics}
          legend="Topics"
          options={[
            { value: 'surgery', label: 'Surgery' },
            { value: 'restoration', label: 'Restoration' },
            { value: 'sinus lift', label: 'Sinus lift' },
          ]}
        />
      </form>
    </FormProvider>
  );
}

const render = (lastResult: SubmissionResult<string[]>) =>
  renderToStaticMarkup(
    <TranslationProvider language="en" texts={resources.en.common}>
      <Form lastResult={lastResult} />
    </TranslationProvider>,
  );

/** Each `<input>` of the HTML, by its name and value. */
const inputs = (html: string) => [...html.matchAll(/<input [^>]*>/g)].map((match) => match[0]);

describe('form fields', () => {
  it('show what was sent and its errors, each box its own value and state', () => {
    const html = render({
      status: 'error',
      initialValue: { name: '', topics: ['restoration', 'sinus lift'] },
      error: { name: ['forms.errors.nameRequired'], topics: ['forms.errors.notText'] },
    });
    const [name, ...boxes] = inputs(html);
    for (const attribute of [
      'id="enquiry-name"',
      'name="name"',
      'form="enquiry"',
      'aria-invalid="true"',
      'aria-describedby="enquiry-name-error"',
    ])
      expect(name).toContain(attribute);
    expect(html).toContain('<p id="enquiry-name-error"');
    expect(html).toContain('Please enter your name.</p>');
    expect(html).toContain('<fieldset aria-describedby="enquiry-topics-error">');
    expect(boxes).toHaveLength(3);
    expect(
      boxes.map((box) => [box.match(/value="([^"]*)"/)?.[1], box.includes('checked')]),
    ).toEqual([
      ['surgery', false],
      ['restoration', true],
      ['sinus lift', true],
    ]);
    for (const [index, box] of boxes.entries()) {
      expect(box).toContain('type="checkbox"');
      expect(box).toContain('name="topics"');
      expect(box).toContain(`id="enquiry-topics-option-${index}"`);
      expect(box).toContain('aria-invalid="true"');
    }
    expect(html).toContain('Please enter text.');
  });

  it('show a valid field without errors', () => {
    const html = render({ status: 'error', initialValue: { name: 'Ada', topics: [] }, error: {} });
    expect(inputs(html)[0]).toContain('value="Ada"');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('checked');
  });
});
