import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadLocalDataset } from './local-dataset.server';

async function datasetFile(lines: object[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'dataset-'));
  await mkdir(path.join(dir, 'images'));
  await writeFile(
    path.join(dir, 'images', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80"></svg>',
  );
  const file = path.join(dir, 'data.ndjson');
  await writeFile(file, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
  return file;
}

describe('loadLocalDataset', () => {
  it('hides drafts from the published view and lays them over it in the preview view', async () => {
    const file = await datasetFile([
      { _id: 'page.home', _type: 'page', heading: 'Published' },
      { _id: 'drafts.page.home', _type: 'page', heading: 'Draft' },
      { _id: 'drafts.page.new', _type: 'page', heading: 'Only a draft' },
    ]);
    const { published, withDrafts } = await loadLocalDataset(file);

    expect(published.filter((doc) => doc._type === 'page')).toEqual([
      { _id: 'page.home', _type: 'page', heading: 'Published' },
    ]);
    expect(withDrafts.filter((doc) => doc._type === 'page')).toEqual([
      { _id: 'page.home', _type: 'page', heading: 'Draft' },
      { _id: 'page.new', _type: 'page', heading: 'Only a draft' },
    ]);
  });

  it('turns _sanityAsset images into asset references with a URL and dimensions', async () => {
    const file = await datasetFile([
      {
        _id: 'siteSettings',
        _type: 'siteSettings',
        logo: { _type: 'image', _sanityAsset: 'image@file://./images/logo.svg', alt: 'Logo' },
      },
    ]);
    const { published } = await loadLocalDataset(file);
    const settings = published.find((doc) => doc._id === 'siteSettings')!;
    const logo = settings.logo as { asset: { _ref: string }; alt: string };
    expect(logo.alt).toBe('Logo');
    const asset = published.find((doc) => doc._id === logo.asset._ref)!;
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      url: '/content-images/logo.svg',
      metadata: { dimensions: { width: 320, height: 80, aspectRatio: 4 } },
    });
  });

  it('names the line that is not JSON', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dataset-'));
    const file = path.join(dir, 'data.ndjson');
    await writeFile(file, '{"_id":"a","_type":"x"}\n{oops\n');
    await expect(loadLocalDataset(file)).rejects.toThrow(/data.ndjson:2 is not valid JSON/);
  });
});
