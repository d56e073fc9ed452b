import type { Faker } from '@faker-js/faker';
import { INTERESTS, NATIONALITIES, RELATIONSHIP_GOALS } from '../../contract/choices';
import { REFERENCE_NOW } from '../referenceNow';
import { CULTURES, type Culture, type Heritage } from './content/cultures';
import { BIOS, OCCUPATIONS, journeyFor, loves, type Sketch } from './content/people';
import { DEMO_ACCOUNT, type MemberRecord } from './db';
import { portrait } from './portrait';
import { SEEDED_PASSWORD_HASHES } from './passwordHashes';

/** A seeded member with what the texts about them are written from. */
export type Member = { record: MemberRecord; culture: Culture; sketch: Sketch };

const CITIES = [
  'Austin, TX',
  'Chicago, IL',
  'Seattle, WA',
  'Miami, FL',
  'Denver, CO',
  'Boston, MA',
  'San Diego, CA',
  'Atlanta, GA',
  'Minneapolis, MN',
  'Philadelphia, PA',
];

const HERITAGES_ABROAD = NATIONALITIES.filter(
  (nationality): nationality is Exclude<Heritage, 'American'> => nationality !== 'Other',
);
/** Where an American member's grandparents came from: somewhere with a language to learn. */
const ROOTS = HERITAGES_ABROAD.filter((heritage) => CULTURES[heritage].motherTongue !== 'English');

/** An address on the demo's mail domain, without accents or spaces. */
const mailbox = (firstName: string, lastName: string) =>
  `${firstName}.${lastName}`
    .normalize('NFD')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/ø/g, 'o')
    .replace(/[^a-z.]/g, '');

/** A seeded member's stored password: kept, not derived (see passwordHashes.ts). */
function storedPassword(index: number): string {
  const hash = SEEDED_PASSWORD_HASHES[index];
  if (!hash)
    throw new Error(`No stored password for seeded member ${index}: see passwordHashes.ts`);
  return hash;
}

export const isoBefore = (minutes: number) =>
  new Date(REFERENCE_NOW.getTime() - minutes * 60_000).toISOString();

/**
 * Every fourth member grew up in the US (nationality null, like the demo account); the others
 * come from the signup's nationalities in turn, each with names, places and a voice that fit.
 */
export function seedMember(
  faker: Faker,
  index: number,
  id: (prefix: string) => string,
  /** First names already given, so no two members share one while the lists last. */
  taken: Set<string>,
): Member {
  const demo = index === 0;
  const american = index % 4 === 0;
  const heritage: Heritage = american
    ? 'American'
    : HERITAGES_ABROAD[(index * 5) % HERITAGES_ABROAD.length]!;
  const culture = CULTURES[heritage];
  const gender = faker.helpers.weightedArrayElement([
    { weight: 9, value: 'FEMALE' as const },
    { weight: 9, value: 'MALE' as const },
    { weight: 2, value: 'NON_BINARY' as const },
  ]);
  const sex = gender === 'MALE' ? 'male' : gender === 'FEMALE' ? 'female' : undefined;
  const { names } = culture;
  const fitting = sex ? names[sex] : [...names.female, ...names.male];
  const free = fitting.filter((name) => !taken.has(name));
  const firstName = demo ? 'Sam' : faker.helpers.arrayElement(free.length ? free : fitting);
  taken.add(firstName);
  const family = faker.helpers.arrayElement(names.family);
  const lastName = demo
    ? 'Rivera'
    : gender === 'FEMALE' && names.feminine
      ? names.feminine(family)
      : family;
  const location = faker.helpers.arrayElement(CITIES);
  const interests = faker.helpers.arrayElements(INTERESTS, { min: 3, max: 6 });
  const roots = CULTURES[faker.helpers.arrayElement(ROOTS)];
  const spoken = faker.number.int({ min: 1, max: 3 });
  // Americans may add the language of their roots; others speak theirs, English, and maybe more.
  const languages = american
    ? ['English', ...roots.languages.filter((l) => l !== 'English').slice(0, spoken - 1)]
    : culture.languages.slice(0, Math.max(2, spoken));
  const sketch: Sketch = {
    american,
    heritage,
    culture,
    roots,
    hometown: faker.helpers.arrayElement(culture.hometowns),
    city: location.split(',')[0]!,
    occupation: faker.helpers.arrayElement(OCCUPATIONS),
    interests,
    languages,
    arrived: faker.number.int({ min: 2012, max: 2024 }),
  };
  const record: MemberRecord = {
    id: demo ? DEMO_ACCOUNT.id : id('u'),
    email: demo ? DEMO_ACCOUNT.email : `${mailbox(firstName, lastName)}${index}@example.com`,
    passwordHash: storedPassword(index),
    firstName,
    lastName,
    birthday: faker.date
      .birthdate({ mode: 'age', min: 22, max: 45, refDate: REFERENCE_NOW })
      .toISOString()
      .slice(0, 10),
    gender,
    orientation: faker.helpers.arrayElement(['MEN', 'WOMEN', 'EVERYONE'] as const),
    userType: american ? 'AMERICAN' : 'NON_AMERICAN',
    nationality: american ? null : heritage,
    location,
    relationshipGoal: faker.helpers.arrayElement(RELATIONSHIP_GOALS).toUpperCase(),
    interests,
    languages,
    photos: [portrait(index, gender, 0), portrait(index, gender, 1)],
    bio: BIOS[(index * 3) % BIOS.length]!(sketch),
    // Some profiles leave the journey empty, as the optional profile-setup field allows.
    culturalJourney: index % 3 === 2 ? null : journeyFor(sketch, index),
    isOnline: index % 3 === 0,
    isPremium: index % 5 === 0,
    profileCompleted: true,
    createdAt: isoBefore(60 * 24 * (30 + index)),
    compatibilitySeed: faker.number.int({ min: 62, max: 98 }),
    distance: faker.number.int({ min: 1, max: 40 }),
  };
  return { record, culture, sketch };
}

/** How a member is talked to in a conversation. */
export const speaker = ({ record, culture, sketch }: Member) => ({
  firstName: record.firstName,
  american: sketch.american,
  culture,
  hometown: sketch.hometown,
  city: sketch.city,
  passion: loves(sketch, 0),
  dish: culture.dishes[record.firstName.length % culture.dishes.length]!,
});
