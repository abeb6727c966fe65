import postgres from 'postgres';

export type Sql = postgres.Sql;
/** The client or a transaction of it: what a function that only runs queries accepts. */
export type Queryable = Sql | postgres.TransactionSql;

let client: Sql | undefined;

/** The one database client of the app. The server sets DATABASE_URL before any request is served. */
export function db(): Sql {
  if (!client) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the app through server/index.ts');
    client = connect(url);
  }
  return client;
}

export function connect(url: string, options: postgres.Options<Record<string, never>> = {}): Sql {
  return postgres(url, {
    max: 10,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
    ...options,
  });
}

export async function closeDb(): Promise<void> {
  if (client) {
    const closing = client;
    client = undefined;
    await closing.end({ timeout: 5 });
  }
}
