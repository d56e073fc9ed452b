import type { Culture } from './cultures';

/** One side of a match, as the other one talks to them. */
export type Speaker = {
  firstName: string;
  american: boolean;
  culture: Culture;
  hometown: string;
  city: string;
  /** Their first signup interest, as a noun phrase ("salsa nights"). */
  passion: string;
  dish: string;
};

/** A conversation between two matched members: "me" (who was liked first) and "them". */
export type Thread = {
  /** Whether the thread makes sense for this pair (a greeting lesson needs someone from abroad). */
  fits: (me: Speaker, them: Speaker) => boolean;
  turns: { from: 'me' | 'them'; text: (me: Speaker, them: Speaker) => string }[];
};

const always = () => true;

export const THREADS: Thread[] = [
  {
    fits: (_me, them) => !them.american,
    turns: [
      {
        from: 'them',
        text: (me, them) =>
          `${them.culture.greeting}, ${me.firstName}! That's hello where I'm from.`,
      },
      { from: 'me', text: (_me, them) => `${them.culture.greeting}! Where is that, exactly?` },
      {
        from: 'them',
        text: (_me, them) =>
          `${them.hometown}, in ${them.culture.country}. I've been in ${them.city} a few years now.`,
      },
      {
        from: 'me',
        text: () => `Teach me one word nobody learns in class?`,
      },
      {
        from: 'them',
        text: (_me, them) =>
          `"${them.culture.word.text}". It means ${them.culture.word.meaning}. Use it wisely.`,
      },
      {
        from: 'me',
        text: (_me, them) =>
          `I'm going to use "${them.culture.word.text}" at work tomorrow and see who notices.`,
      },
    ],
  },
  {
    fits: always,
    turns: [
      {
        from: 'them',
        text: (me) =>
          `Hi ${me.firstName}! I see ${me.passion} on your profile. Important question: best thing you've cooked this month?`,
      },
      {
        from: 'me',
        text: (me) => `Honestly? A very ambitious ${me.dish}. It took all Sunday. You?`,
      },
      {
        from: 'them',
        text: (_me, them) =>
          `I finally made ${them.dish} the way my mom does. Almost. She says it needs more patience.`,
      },
      { from: 'me', text: () => `Moms are always right about patience. I'd love to try it.` },
      {
        from: 'them',
        text: () => `Then come to the potluck at Luna Bakery on Saturday, I'm bringing a big pot.`,
      },
    ],
  },
  {
    fits: always,
    turns: [
      {
        from: 'me',
        text: (_me, them) =>
          `Hi ${them.firstName}, I loved that you're into ${them.passion}. Where do you go for that in ${them.city}?`,
      },
      {
        from: 'them',
        text: () =>
          `Thank you! Half of it is just saying yes to invitations. There's a street festival downtown on Saturday, want to come?`,
      },
      { from: 'me', text: () => `I'd really like that. What time?` },
      {
        from: 'them',
        text: (_me, them) => `Around four? We can get ${them.dish} from the food trucks first.`,
      },
    ],
  },
  {
    fits: always,
    turns: [
      { from: 'them', text: () => `Okay, important question before anything else: coffee or tea?` },
      { from: 'me', text: () => `Coffee before noon, tea after. You?` },
      {
        from: 'them',
        text: (_me, them) =>
          `Tea, always. My grandmother in ${them.hometown} would never forgive me otherwise.`,
      },
      {
        from: 'me',
        text: () => `Then I owe you a pot at Common Ground Café. They do it properly there.`,
      },
      { from: 'them', text: () => `Saturday morning?` },
    ],
  },
  {
    fits: (me) => !me.american,
    turns: [
      { from: 'them', text: () => `Do you ever get homesick?` },
      {
        from: 'me',
        text: (me) => `Sometimes, mostly around ${me.culture.festival}. I miss the noise. You?`,
      },
      {
        from: 'them',
        text: (_me, them) =>
          `Every time it rains. In ${them.hometown} rain meant ${them.dish} and a movie with my brothers.`,
      },
      {
        from: 'me',
        text: (_me, them) => `That sounds lovely. Next rainy day: ${them.dish} and a movie?`,
      },
      { from: 'them', text: () => `It's a date.` },
    ],
  },
  {
    fits: always,
    turns: [
      {
        from: 'me',
        text: (_me, them) =>
          `What's the one thing from ${them.american ? them.hometown : them.culture.country} everyone should try at least once?`,
      },
      {
        from: 'them',
        text: (_me, them) =>
          `${them.dish.charAt(0).toUpperCase()}${them.dish.slice(1)}, made by someone's aunt. Restaurants never get it right.`,
      },
      {
        from: 'me',
        text: () => `Noted. I don't have an aunt nearby, so you'll have to stand in.`,
      },
    ],
  },
];
