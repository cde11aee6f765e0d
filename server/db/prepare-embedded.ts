// Creates, migrates and seeds a new embedded database in a process of its own, which then exits. Creating a PGlite
// database runs PostgreSQL's initdb in a second WebAssembly instance beside the database's own, and seeding builds the
// sample content: a few hundred MB that the server's process would otherwise keep resident after the first start
// (freed memory is seldom returned to the system, and the young generation stays at the size the seeding grew it to).
// Usage: node prepare-embedded.js <database folder> <seed|no-seed>
import { createDatabase } from './client';
import { seedOnce } from './seed';

const [dataDir, seed] = process.argv.slice(2);
if (!dataDir) throw new Error('prepare-embedded: the database folder is missing');
const handle = createDatabase({ dataDir });
try {
  await handle.migrate();
  if (seed === 'seed') await seedOnce(handle.db, new Date());
} finally {
  await handle.close();
}
