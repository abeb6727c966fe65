/** Migrations written to a folder of their own, for the migration runner's tests. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function migrationsDir(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
  return dir;
}
