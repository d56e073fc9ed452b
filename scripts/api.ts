// `npm run api`: serves the mock API on http://127.0.0.1:3001 until Ctrl-C.
import { startApiServer } from '../src/mocks/server/api';
import { DamagedDataFile } from '../src/mocks/server/dataFile';

/** The server, or one line saying why it cannot start (the data file stays as it is). */
async function start() {
  try {
    return await startApiServer({
      port: Number(process.env.PORT ?? 3001),
      dbFile: process.env.MOCK_DB_FILE,
      live: true,
    });
  } catch (error) {
    if (!(error instanceof DamagedDataFile)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const { url, close } = await start();
console.log(
  `BeeGlobal mock API at ${url} (data in ${process.env.MOCK_DB_FILE ?? 'db.working.json'}; delete it to start again from the seed, its times moved to today)`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void close().then(() => process.exit(0)));
