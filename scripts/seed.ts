// `npm run seed`: regenerates db.json from the seeded factories, byte for byte the same each run.
import { writeFileSync } from 'node:fs';
import { createSeedDb } from '../src/mocks/data/seed';

writeFileSync('db.json', `${JSON.stringify(createSeedDb(), null, 2)}\n`);
console.log('db.json written');
