// `npm run seed`: regenerates db.json from the seeded factories, and the pictures of the sample
// events, byte for byte the same each run.
import { writeFileSync } from 'node:fs';
import type { Motif } from '../src/mocks/data/content/posts';
import { postImage } from '../src/mocks/data/postImage';
import { createSeedDb } from '../src/mocks/data/seed';

writeFileSync('db.json', `${JSON.stringify(createSeedDb(), null, 2)}\n`);
console.log('db.json written');

/** The events list's pictures (src/screens/Events/sampleEvents.ts), drawn like the posts'. */
const EVENT_PICTURES: [file: string, theme: string, motif: Motif, variant: number][] = [
  ['samba-feijoada-night', 'Brazilian', 'festival', 1],
  ['tea-ceremony-wagashi', 'Japanese', 'food', 0],
  ['bollywood-dance-workshop', 'Indian', 'festival', 2],
  ['loteria-street-food-night', 'Mexican', 'picnic', 1],
  ['pasta-from-scratch', 'Italian', 'food', 1],
];
for (const [file, theme, motif, variant] of EVENT_PICTURES) {
  const svg = decodeURIComponent(postImage(theme, motif, variant).replace(/^data:[^,]*,/, ''));
  writeFileSync(`src/screens/Events/images/${file}.svg`, `${svg}\n`);
}
console.log('event pictures written');
