import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

export interface LocalDataset {
  published: SanityDocument[];
  withDrafts: SanityDocument[];
}

export const LOCAL_IMAGE_PATH = '/content-images';
const ASSET_PREFIX = 'image@file://./images/';

/**
 * Reads a dataset in Sanity's import format (NDJSON with `_sanityAsset` image references) and
 * prepares the two views GROQ runs on: published documents only, and drafts laid over them.
 */
export async function loadLocalDataset(file: string): Promise<LocalDataset> {
  const text = await readFile(file, 'utf8');
  const documents = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line) as SanityDocument;
      } catch {
        throw new Error(`${file}:${index + 1} is not valid JSON`);
      }
    });

  const imagesDir = path.join(path.dirname(file), 'images');
  const assets = new Map<string, SanityDocument>();
  const withAssetRefs = await Promise.all(
    documents.map((doc) => replaceAssetReferences(doc, imagesDir, assets)),
  );

  const published = withAssetRefs.filter((doc) => !doc._id.startsWith('drafts.'));
  const drafts = new Map(
    withAssetRefs
      .filter((doc) => doc._id.startsWith('drafts.'))
      .map((doc) => [doc._id.slice('drafts.'.length), { ...doc, _id: doc._id.slice(7) }]),
  );
  const overlaid = published.map((doc) => drafts.get(doc._id) ?? doc);
  const draftOnly = [...drafts.values()].filter((doc) => !published.some((p) => p._id === doc._id));

  const assetDocs = [...assets.values()];
  return {
    published: [...published, ...assetDocs],
    withDrafts: [...overlaid, ...draftOnly, ...assetDocs],
  };
}

/** Turns `{ _sanityAsset: 'image@file://./images/x.svg' }` into a reference to an asset document. */
async function replaceAssetReferences(
  value: SanityDocument,
  imagesDir: string,
  assets: Map<string, SanityDocument>,
): Promise<SanityDocument> {
  const visit = async (node: unknown): Promise<unknown> => {
    if (Array.isArray(node)) return Promise.all(node.map(visit));
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node as Record<string, unknown>);
    const result: Record<string, unknown> = {};
    for (const [key, child] of entries) {
      if (key === '_sanityAsset' && typeof child === 'string' && child.startsWith(ASSET_PREFIX)) {
        const fileName = child.slice(ASSET_PREFIX.length);
        result.asset = { _type: 'reference', _ref: await assetFor(fileName) };
      } else {
        result[key] = await visit(child);
      }
    }
    return result;
  };

  const assetFor = async (fileName: string) => {
    const id = `image-local-${fileName.replace(/[^a-zA-Z0-9]+/g, '-')}`;
    if (!assets.has(id)) {
      const dimensions = await readDimensions(path.join(imagesDir, fileName));
      assets.set(id, {
        _id: id,
        _type: 'sanity.imageAsset',
        url: `${LOCAL_IMAGE_PATH}/${encodeURIComponent(fileName)}`,
        originalFilename: fileName,
        metadata: {
          dimensions: dimensions && {
            ...dimensions,
            aspectRatio: dimensions.width / dimensions.height,
          },
        },
      });
    }
    return id;
  };

  return (await visit(value)) as SanityDocument;
}

async function readDimensions(file: string): Promise<{ width: number; height: number } | null> {
  if (!file.endsWith('.svg')) return null;
  const svg = await readFile(file, 'utf8').catch(() => '');
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const width = Number(root.match(/\swidth="(\d+(?:\.\d+)?)"/)?.[1]);
  const height = Number(root.match(/\sheight="(\d+(?:\.\d+)?)"/)?.[1]);
  return width > 0 && height > 0 ? { width, height } : null;
}
