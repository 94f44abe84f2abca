import pg from "pg";

/**
 * With BENCH_POSTGRES_URL (a PostgreSQL server the bench may create databases on, e.g.
 * postgres://postgres@127.0.0.1:5432/test) the API runs on a database made for this run and dropped after,
 * so the numbers can be compared with the default embedded PGlite. Never an existing database: the last-cabin
 * race needs every cabin free and leaves holds behind.
 */
export async function createThrowawayDatabase(serverUrl) {
  const name = `park_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL database ${name} on ${url.host} (dropped after the run)`,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
