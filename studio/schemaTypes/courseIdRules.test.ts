import { evaluate, parse } from 'groq-js';
import type { ValidationContext } from 'sanity';
import { describe, expect, it } from 'vitest';

import { courseIdReadOnly, courseIdRule } from './courseIdRules';

type Doc = { _id: string; _type: string; courseId?: string };

/** The validation context's client, answering GROQ from `dataset` with groq-js. */
function contextFor(document: Doc, dataset: Doc[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown>) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
  };
  return {
    document,
    getClient: () => client,
  } as unknown as Pick<ValidationContext, 'getClient' | 'document'>;
}

const course = (id: string, courseId: string): Doc => ({ _id: id, _type: 'course', courseId });

describe('courseIdReadOnly', () => {
  it('locks the published document and leaves drafts and new documents to the input', () => {
    expect(courseIdReadOnly({ document: { _id: 'course.module1' } })).toBe(true);
    expect(courseIdReadOnly({ document: { _id: 'drafts.course.module1' } })).toBe(false);
    expect(courseIdReadOnly({ document: { _id: 'versions.r1.course.module1' } })).toBe(false);
    expect(courseIdReadOnly({ document: undefined })).toBe(false);
  });
});

describe('courseIdRule', () => {
  const seed = [course('course.module1', 'module1'), course('course.module2', 'module2')];

  it('accepts an id no other course has', async () => {
    const draft = course('drafts.abc', 'clinical2');
    expect(await courseIdRule('clinical2', contextFor(draft, [...seed, draft]))).toBe(true);
  });

  it('accepts a published course and its own draft with the same id', async () => {
    const draft = course('drafts.course.module1', 'module1');
    const dataset = [...seed, draft];
    expect(await courseIdRule('module1', contextFor(seed[0]!, dataset))).toBe(true);
    expect(await courseIdRule('module1', contextFor(draft, dataset))).toBe(true);
  });

  it('refuses an id another course uses, published or draft', async () => {
    const newDraft = course('drafts.abc', 'module2');
    expect(await courseIdRule('module2', contextFor(newDraft, [...seed, newDraft]))).toMatch(
      /Another course already uses the id "module2"/,
    );
    // Two unpublished drafts claiming the same id: each is told.
    const other = course('drafts.def', 'clinical1');
    const mine = course('drafts.ghi', 'clinical1');
    expect(await courseIdRule('clinical1', contextFor(mine, [...seed, other, mine]))).toMatch(
      /Another course/,
    );
  });

  it('refuses to change the id of a published course', async () => {
    const draft = course('drafts.course.module1', 'clinical2');
    expect(await courseIdRule('clinical2', contextFor(draft, [...seed, draft]))).toMatch(
      /cannot change once the course is published \(it is "module1"\)/,
    );
  });

  it('leaves an empty value to required()', async () => {
    const draft = { _id: 'drafts.abc', _type: 'course' };
    expect(await courseIdRule(undefined, contextFor(draft, [...seed, draft]))).toBe(true);
  });
});
