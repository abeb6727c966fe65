/** npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database. */
import { provideDatabase } from '../app/db/provide.server';
import { EnvError, parseEnv } from '../app/lib/env.server';

try {
  const database = await provideDatabase(parseEnv(process.env));
  await database.stop();
} catch (error) {
  console.error(
    error instanceof EnvError ? error.message : `Migration failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
