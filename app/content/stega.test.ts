/**
 * Which preview texts carry stega, run through @sanity/client's own encoder with a content
 * source map as Sanity returns it, and the site's cleaner checked against the library's.
 */
import type { ContentSourceMap } from '@sanity/client';
import { stegaClean as libraryClean, stegaEncodeSourceMap } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';

import { stegaClean, stegaFilter } from './stega';

const result = {
  title: 'Basic Dental Implantology',
  heading: 'Hands-on training',
  courseId: 'module1',
  value: 'Module 1',
  label: 'Module 1',
  location: 'Miami, FL',
  oneWordTitle: 'Residency',
  url: 'https://academy.example/courses',
  path: '/courses',
  body: [{ _type: 'block', children: [{ _type: 'span', text: 'Learn to place implants.' }] }],
  seo: { title: 'Courses for dentists' },
};

const fields = [
  'title',
  'heading',
  'courseId',
  'value',
  'label',
  'location',
  'oneWordTitle',
  'url',
  'path',
];
const csm: ContentSourceMap = {
  documents: [{ _id: 'course-1', _type: 'course' }],
  paths: [
    ...fields.map((field) => `$['${field}']`),
    "$['body'][0]['children'][0]['text']",
    "$['seo']['title']",
  ],
  mappings: Object.fromEntries(
    [
      ...fields.map((field) => `$['${field}']`),
      "$['body'][0]['children'][0]['text']",
      "$['seo']['title']",
    ].map((path, index) => [
      path,
      { type: 'value', source: { type: 'documentValue', document: 0, path: index } },
    ]),
  ),
};

function encoded() {
  const out = stegaEncodeSourceMap(structuredClone(result), csm, {
    enabled: true,
    studioUrl: 'https://academy.sanity.studio',
    filter: stegaFilter,
  });
  return out;
}

describe('stegaFilter', () => {
  it('encodes the prose the page shows, and nothing used as data', () => {
    const out = encoded();
    const carries = (value: string) => value !== libraryClean(value);
    expect(carries(out.title)).toBe(true);
    expect(carries(out.heading)).toBe(true);
    expect(carries(out.body[0]!.children[0]!.text)).toBe(true);
    for (const field of ['courseId', 'value', 'label', 'location', 'oneWordTitle', 'url', 'path']) {
      expect(out[field as keyof typeof out], field).toBe(result[field as keyof typeof result]);
    }
    // The library's own rule still applies: SEO fields go to meta tags.
    expect(out.seo.title).toBe(result.seo.title);
  });
});

describe('stegaClean', () => {
  it('removes what the library encodes, as the library does', () => {
    const out = encoded();
    expect(stegaClean(out.title)).toBe(result.title);
    expect(stegaClean(JSON.stringify(out))).toBe(JSON.stringify(libraryClean(out)));
    expect(stegaClean('Plain text, café – ok')).toBe('Plain text, café – ok');
  });
});
