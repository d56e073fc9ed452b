import { Faker, base, en } from '@faker-js/faker';
import {
  CULTURAL_THEMES,
  INTERESTS,
  LANGUAGES,
  NATIONALITIES,
  RELATIONSHIP_GOALS,
} from '../../contract/choices';
import { REFERENCE_NOW } from '../clock';
import { DEMO_ACCOUNT, type Db, type MemberRecord } from './db';
import { portrait } from './portrait';

const SEED = 2026;
const MEMBER_COUNT = 40;

const cities = [
  'Austin, TX',
  'Chicago, IL',
  'Seattle, WA',
  'Miami, FL',
  'Denver, CO',
  'Boston, MA',
  'San Diego, CA',
  'Atlanta, GA',
];

const journeys = [
  'Grew up between two languages and learned that every kitchen tells a story.',
  'Moved here for graduate school and stayed for the people and the music.',
  'Spent a year teaching abroad and came home with a passion for festivals.',
  'Raised by grandparents who kept our traditions alive every single holiday.',
];

const isoBefore = (minutes: number) =>
  new Date(REFERENCE_NOW.getTime() - minutes * 60_000).toISOString();

/**
 * All demo data, from one seeded generator: the same input gives the same bytes every run.
 * Guarantees for the demo account: conversations, at least 10 discover profiles of which some
 * already liked the demo member, a feed longer than one page, and posts of its own.
 */
export function createSeedDb(): Db {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SEED);
  let counter = 0;
  const id = (prefix: string) => `${prefix}-${(++counter).toString().padStart(4, '0')}`;

  const member = (index: number): MemberRecord => {
    const american = index % 4 === 0;
    const gender = faker.helpers.arrayElement(['MALE', 'FEMALE', 'NON_BINARY'] as const);
    const sex = gender === 'MALE' ? 'male' : gender === 'FEMALE' ? 'female' : undefined;
    const interests = faker.helpers.arrayElements(INTERESTS, { min: 3, max: 6 });
    const location = faker.helpers.arrayElement(cities);
    const nationality = american ? null : NATIONALITIES[(index * 5) % (NATIONALITIES.length - 1)]!;
    return {
      id: index === 0 ? DEMO_ACCOUNT.id : id('u'),
      email:
        index === 0
          ? DEMO_ACCOUNT.email
          : faker.internet.email({ provider: 'example.com' }).toLowerCase(),
      password: index === 0 ? DEMO_ACCOUNT.password : 'beeglobal123',
      firstName: index === 0 ? 'Sam' : faker.person.firstName(sex),
      lastName: index === 0 ? 'Rivera' : faker.person.lastName(),
      birthday: faker.date
        .birthdate({ mode: 'age', min: 22, max: 45, refDate: REFERENCE_NOW })
        .toISOString()
        .slice(0, 10),
      gender,
      orientation: faker.helpers.arrayElement(['MEN', 'WOMEN', 'EVERYONE'] as const),
      userType: american ? 'AMERICAN' : 'NON_AMERICAN',
      nationality,
      location,
      relationshipGoal: faker.helpers.arrayElement(RELATIONSHIP_GOALS).toUpperCase(),
      interests,
      languages: faker.helpers.arrayElements(LANGUAGES.slice(0, 14), { min: 1, max: 3 }),
      photos: [portrait(index), portrait(index, 1)],
      // Always 50+ characters, like a bio the signup wizard accepts.
      bio:
        `I'm a ${faker.person.jobTitle().toLowerCase()} in ${location.split(',')[0]} who loves ` +
        `${interests[0]!.toLowerCase()} and ${interests[1]!.toLowerCase()}. ` +
        faker.helpers.arrayElement([
          'Always up for a new adventure.',
          'Looking for friends to explore the city with.',
          'Happiest at a festival with good food.',
        ]),
      culturalJourney: index % 3 === 2 ? null : faker.helpers.arrayElement(journeys),
      isOnline: index % 3 === 0,
      isPremium: index % 5 === 0,
      profileCompleted: true,
      createdAt: isoBefore(60 * 24 * (30 + index)),
      compatibilitySeed: faker.number.int({ min: 62, max: 98 }),
      distance: faker.number.int({ min: 1, max: 40 }),
    };
  };

  const users = Array.from({ length: MEMBER_COUNT }, (_, index) => member(index));
  const demo = users[0]!;
  const others = users.slice(1);
  const db: Db = {
    users,
    sessions: [],
    swipes: [],
    matches: [],
    conversations: [],
    messages: [],
    posts: [],
    likes: [],
    comments: [],
    rsvps: [],
  };

  // Matches with conversations: the demo member's first four, and a few between others.
  const pairs: [MemberRecord, MemberRecord][] = [
    ...others.slice(0, 4).map((other) => [demo, other] as [MemberRecord, MemberRecord]),
    [others[10]!, others[11]!],
    [others[12]!, others[13]!],
  ];
  pairs.forEach(([a, b], pairIndex) => {
    const createdAt = isoBefore(60 * 24 * (10 - pairIndex));
    for (const [from, to] of [
      [a, b],
      [b, a],
    ])
      db.swipes.push({
        id: id('s'),
        fromUserId: from!.id,
        toUserId: to!.id,
        action: 'LIKE',
        createdAt,
      });
    const matchId = id('m');
    db.matches.push({ id: matchId, userIds: [a.id, b.id], createdAt });
    const conversationId = id('c');
    const count = 3 + (pairIndex % 4);
    let last: Db['messages'][number] | undefined;
    for (let i = 0; i < count; i += 1) {
      last = {
        id: id('msg'),
        conversationId,
        senderId: i % 2 === 0 ? b.id : a.id,
        content: faker.helpers.arrayElement([
          `What is your favourite dish from home?`,
          `I would love to try that festival with you!`,
          `Have you been to the ${faker.helpers.arrayElement(CULTURAL_THEMES.slice(1))} night downtown?`,
          `${faker.word.interjection()}! That sounds amazing.`,
          `Teach me one phrase in your language?`,
        ]),
        createdAt: isoBefore(60 * (count - i) * (pairIndex + 1)),
      };
      db.messages.push(last);
    }
    db.conversations.push({
      id: conversationId,
      matchId,
      memberIds: [a.id, b.id],
      lastMessage: last!.content,
      lastMessageTime: last!.createdAt,
      unread: { [a.id]: pairIndex % 3, [b.id]: 0 },
    });
  });

  // Members who already liked the demo member: a like on them in discover is a match.
  for (const admirer of others.slice(4, 10)) {
    db.swipes.push({
      id: id('s'),
      fromUserId: admirer.id,
      toUserId: demo.id,
      action: 'LIKE',
      createdAt: isoBefore(60 * 30),
    });
  }
  // Two profiles the demo member already passed on.
  for (const passed of others.slice(37, 39)) {
    db.swipes.push({
      id: id('s'),
      fromUserId: demo.id,
      toUserId: passed.id,
      action: 'PASS',
      createdAt: isoBefore(60 * 50),
    });
  }

  // Posts: more than one feed page (20), all three types, three by the demo member.
  const authors = [demo, demo, demo, ...others];
  for (let index = 0; index < 45; index += 1) {
    const author = authors[index % authors.length]!;
    const type = (['STORY', 'EVENT', 'NEWS'] as const)[index % 3]!;
    const theme = CULTURAL_THEMES[1 + (index % 8)]!;
    const event = type === 'EVENT';
    db.posts.push({
      id: id('p'),
      authorId: author.id,
      type,
      title:
        type === 'STORY'
          ? `My first ${theme} holiday away from home`
          : event
            ? `${theme} ${faker.helpers.arrayElement(['Food Night', 'Dance Social', 'Film Evening', 'Language Café'])}`
            : `${theme} community ${faker.helpers.arrayElement(['opens a new centre', 'celebrates 20 years', 'launches a mentoring program'])}`,
      content: faker.lorem.sentences({ min: 2, max: 4 }),
      image: null,
      visibility: index % 7 === 3 ? 'CONNECTIONS' : 'GLOBAL',
      location: event ? author.location : null,
      culturalTheme: theme,
      eventDetails: event
        ? {
            date: new Date(REFERENCE_NOW.getTime() + (index + 3) * 86_400_000)
              .toISOString()
              .slice(0, 10),
            time: '19:00',
            price: index % 2 ? 15 : 0,
            maxAttendees: 50,
            currentAttendees: index % 40,
          }
        : null,
      createdAt: isoBefore(90 * (index + 1)),
    });
  }
  for (const post of db.posts) {
    const likers = faker.helpers.arrayElements(users, { min: 0, max: 6 });
    for (const liker of likers)
      db.likes.push({ id: id('l'), postId: post.id, userId: liker.id, createdAt: post.createdAt });
    const commenters = faker.helpers.arrayElements(others, { min: 0, max: 2 });
    for (const commenter of commenters) {
      db.comments.push({
        id: id('cm'),
        postId: post.id,
        authorId: commenter.id,
        content: faker.helpers.arrayElement([
          'Love this!',
          'Count me in!',
          'So beautiful 🐝',
          'Thanks for sharing!',
        ]),
        createdAt: post.createdAt,
      });
    }
  }
  return db;
}
