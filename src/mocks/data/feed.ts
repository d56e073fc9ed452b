import type { Faker } from '@faker-js/faker';
import { CULTURAL_THEMES } from '../../contract/choices';
import { REFERENCE_NOW } from '../referenceNow';
import { COMMENTS } from './content/comments';
import { CULTURES } from './content/cultures';
import {
  EVENTS,
  GUEST_STORIES,
  HOME_STORIES,
  NEWS,
  VENUES,
  type PostTemplate,
  type Scene,
} from './content/posts';
import type { Db } from './db';
import { isoBefore, type Member } from './members';
import { postImage } from './postImage';
import { capitalised } from './content/text';

type Post = Db['posts'][number];

/**
 * More than one feed page (20) for the demo member, even without CONNECTIONS-only posts; and
 * fewer than authors, so nobody but the demo member posts twice.
 */
const POST_COUNT = 42;
const THEMES = CULTURAL_THEMES.filter(
  (theme): theme is Exclude<typeof theme, 'all'> => theme !== 'all',
);

// Events vary in time, price and how full they are, so every attendance colour shows up.
const EVENT_SLOTS = [
  { time: '19:00', price: 0, maxAttendees: 30, share: 0.3 },
  { time: '18:30', price: 15, maxAttendees: 50, share: 0.62 },
  { time: '11:00', price: 0, maxAttendees: 20, share: 0.9 },
  { time: '14:00', price: 10, maxAttendees: 80, share: 0.45 },
  { time: '20:00', price: 25, maxAttendees: 40, share: 0.85 },
];

/**
 * Posts of every type with their likes and comments. Stories are told by members from the post's
 * culture, or by guests discovering it; events are hosted where the author lives; news items are
 * short local notices for newcomers.
 */
export function seedFeed(faker: Faker, db: Db, members: Member[], id: (prefix: string) => string) {
  const [demo, ...others] = members;
  const authors = [demo!, demo!, demo!, ...others];
  const used = new Map<PostTemplate[], number>();
  const next = (templates: PostTemplate[]) => {
    const count = used.get(templates) ?? 0;
    used.set(templates, count + 1);
    return { template: templates[count % templates.length]!, count };
  };

  for (let index = 0; index < POST_COUNT; index += 1) {
    const author = authors[index % authors.length]!;
    const type = (['STORY', 'EVENT', 'NEWS'] as const)[index % 3]!;
    // Members write about their own culture where it is one of the themes; news is for everyone.
    const home = THEMES.find((theme) => theme === author.record.nationality);
    const theme = home && type !== 'NEWS' ? home : THEMES[(index * 3) % THEMES.length]!;
    const templates =
      type === 'STORY' ? (home ? HOME_STORIES : GUEST_STORIES) : type === 'EVENT' ? EVENTS : NEWS;
    const { template, count } = next(templates);
    const culture = CULTURES[theme];
    const scene: Scene = {
      theme,
      culture,
      hometown: theme === home ? author.sketch.hometown : culture.hometowns[count % 4]!,
      dish: culture.dishes[(index + count) % culture.dishes.length]!,
      otherDish: culture.dishes[(index + count + 1) % culture.dishes.length]!,
      city: author.sketch.city,
      venue: VENUES[(index * 3) % VENUES.length]!,
    };
    const slot = EVENT_SLOTS[count % EVENT_SLOTS.length]!;
    const post: Post = {
      id: id('p'),
      authorId: author.record.id,
      type,
      title: capitalised(template.title(scene)),
      content: template.content(scene),
      // Most posts carry a picture; every fourth is text only, as people post.
      image: index % 4 === 3 ? null : postImage(theme, template.motif, index),
      visibility: index % 7 === 3 ? 'CONNECTIONS' : 'GLOBAL',
      location: type === 'EVENT' ? author.record.location : null,
      culturalTheme: theme,
      eventDetails:
        type === 'EVENT'
          ? {
              date: new Date(REFERENCE_NOW.getTime() + (index + 3) * 86_400_000)
                .toISOString()
                .slice(0, 10),
              time: slot.time,
              price: slot.price,
              maxAttendees: slot.maxAttendees,
              currentAttendees: Math.round(slot.maxAttendees * slot.share),
            }
          : null,
      createdAt: isoBefore(90 * (index + 1)),
    };
    db.posts.push(post);
    react(faker, db, post, scene, members, id);
  }
}

/** Likes and a few comments, minutes after the post went up. */
function react(
  faker: Faker,
  db: Db,
  post: Post,
  scene: Scene,
  members: Member[],
  id: (prefix: string) => string,
) {
  const after = (minutes: number) =>
    new Date(new Date(post.createdAt).getTime() + minutes * 60_000).toISOString();
  const likers = faker.helpers.arrayElements(members, { min: 0, max: 6 });
  likers.forEach((liker, order) =>
    db.likes.push({
      id: id('l'),
      postId: post.id,
      userId: liker.record.id,
      createdAt: after(3 + order * 7),
    }),
  );
  const readers = members.slice(1).filter((member) => member.record.id !== post.authorId);
  const commenters = faker.helpers.arrayElements(readers, { min: 0, max: 3 });
  const texts = faker.helpers.arrayElements(COMMENTS[post.type], commenters.length);
  commenters.forEach((commenter, order) =>
    db.comments.push({
      id: id('cm'),
      postId: post.id,
      authorId: commenter.record.id,
      content: texts[order]!(scene),
      createdAt: after(11 + order * 19),
    }),
  );
}
