/**
 * The datasets bench/pages.ts serves: the bundled seed, and a generated copy of it with more
 * catalog videos (issue 14).
 */
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const seed = path.resolve('studio/seed/data.ndjson');

/** The bundled dataset with `items` catalog videos in all (the seed's and generated ones). */
export function generateDataset(dir: string, items: number): string {
  const lines = readFileSync(seed, 'utf8').split('\n').filter(Boolean);
  const videos = lines.filter((line) => line.includes('"_type":"catalogItem"'));
  const template = JSON.parse(videos[0]!) as Record<string, unknown>;
  for (let i = videos.length; i < items; i++) {
    const title = `Generated lecture ${i + 1}: implant case review`;
    lines.push(
      JSON.stringify({
        ...template,
        _id: `catalogItem.generated-${i}`,
        title: [
          { _key: 'en', _type: 'internationalizedArrayStringValue', value: title },
          { _key: 'es', _type: 'internationalizedArrayStringValue', value: `Lección ${i + 1}` },
        ],
        videoId: `gen${String(i).padStart(8, '0')}`,
        orderRank: 1000 + i,
      }),
    );
  }
  const file = path.join(dir, 'data.ndjson');
  writeFileSync(file, lines.join('\n') + '\n');
  // Images are looked up beside the dataset file.
  symlinkSync(path.resolve('studio/seed/images'), path.join(dir, 'images'));
  return file;
}
