import type { Culture } from './cultures';
import { withArticle } from './text';

/** What a post image shows; postImage.ts draws one per motif. */
export type Motif = 'food' | 'festival' | 'language' | 'news' | 'film' | 'picnic' | 'suitcase';

/** Everything a post's text is written from: the post's culture, its author and a place. */
export type Scene = {
  /** The post's cultural theme, one of the events filter's cultures. */
  theme: string;
  culture: Culture;
  hometown: string;
  dish: string;
  otherDish: string;
  /** The author's city, the city part of their location. */
  city: string;
  venue: string;
};

export type PostTemplate = {
  title: (scene: Scene) => string;
  content: (scene: Scene) => string;
  motif: Motif;
};

/** Places an event or a news item can happen at; made up, in any city. */
export const VENUES = [
  'the community room at Eastside Library',
  'Common Ground Café on 5th Street',
  'the Riverside Community Center',
  'the back room at Luna Bakery',
  'the Harbor Park pavilion',
  'the rooftop at Hive Coworking',
  'Oak Hill Recreation Center',
  'the Maple Street church hall',
];

/** Stories by members who grew up in the post's culture. */
export const HOME_STORIES: PostTemplate[] = [
  {
    title: (s) => `My first ${s.culture.festival} away from ${s.hometown}`,
    content: (s) =>
      `I expected to skip ${s.culture.festival} this year: no family, no ${s.dish}, no noise. ` +
      `Then my neighbour knocked with a bag of groceries and asked me to teach her. We cooked ` +
      `until midnight, called my mum on speaker, and for a few hours ${s.city} felt like ` +
      `${s.hometown}.`,
    motif: 'festival',
  },
  {
    title: (s) => `The ${s.dish} that finally tasted like home`,
    content: (s) =>
      `It took me eleven tries and three phone calls to my aunt, but this weekend my ${s.dish} ` +
      `finally tasted right. The secret was patience, not an ingredient. If you are new here and ` +
      `missing a taste of home, ask the older customers at your market: they know where ` +
      `everything is.`,
    motif: 'food',
  },
  {
    title: (s) => `Explaining "${s.culture.word.text}" at language exchange`,
    content: (s) =>
      `This week at our language exchange I tried to explain "${s.culture.word.text}". The ` +
      `closest I got was "${s.culture.word.meaning}". My partner laughed and taught me the word ` +
      `her family uses for the same feeling. I leave every Tuesday with a new word and a new ` +
      `way of looking at my own language.`,
    motif: 'language',
  },
  {
    title: (s) => `Bringing ${s.dish} to the office potluck`,
    content: (s) =>
      `I almost brought store-bought cookies. Instead I got up at six and made ${s.dish} the way ` +
      `we do in ${s.hometown}. By noon the dish was empty and two colleagues had asked for the ` +
      `recipe. Sharing food is still the fastest way I know to stop feeling like the new person.`,
    motif: 'food',
  },
  {
    title: (s) => `Explaining ${s.culture.festival} to my coworkers`,
    content: (s) =>
      `Every year someone at work asks why I take a day off for ${s.culture.festival}. This year ` +
      `I brought ${s.dish} and a five-minute explanation instead of an apology. Three colleagues ` +
      `want to come along next time, and one already asked what to wear.`,
    motif: 'festival',
  },
  {
    title: (s) => `The market stall that sells ${s.otherDish}`,
    content: (s) =>
      `Last week I found a stall at the farmers' market selling ${s.otherDish} like the corner ` +
      `bakery in ${s.hometown}. The owner grew up two streets from my grandmother's house. We ` +
      `talked for forty minutes and I went home with far too much.`,
    motif: 'food',
  },
  {
    title: () => `What I packed besides clothes`,
    content: (s) =>
      `When I left ${s.culture.country} I had room for one thing that was not clothes. I packed ` +
      `my grandmother's recipe notebook, held together with a rubber band. Five years later it ` +
      `has ${s.city} coffee stains on it, and the ${s.otherDish} page is almost see-through.`,
    motif: 'suitcase',
  },
];

/** Stories by members discovering a culture that is not their own. */
export const GUEST_STORIES: PostTemplate[] = [
  {
    title: (s) => `I was invited to my first ${s.culture.festival}`,
    content: (s) =>
      `A friend from ${s.hometown} invited me to celebrate ${s.culture.festival} with her family. ` +
      `I came with flowers and left with a full container of ${s.dish}, three new words and an ` +
      `invitation for next year. If someone invites you to their holiday, say yes.`,
    motif: 'festival',
  },
  {
    title: (s) => `I tried to cook ${s.dish} and had to call for help`,
    content: (s) =>
      `Confession: my first ${s.dish} was a disaster. My language partner talked me through the ` +
      `second attempt on a video call, laughing the whole time. It was not perfect, but it ` +
      `smelled like her mother's kitchen, she said, and that felt like the real compliment.`,
    motif: 'food',
  },
  {
    title: (s) => `Six months of ${s.culture.motherTongue} on Tuesday nights`,
    content: (s) =>
      `I joined the ${s.culture.motherTongue} table at the library to prepare for a trip. The ` +
      `trip is long over and I still go every week. I can order ${s.otherDish}, argue about ` +
      `football and say "${s.culture.word.text}" with a straight face. Small wins.`,
    motif: 'language',
  },
  {
    title: (s) => `What ${s.culture.festival} taught me about my own traditions`,
    content: (s) =>
      `Watching my neighbours prepare for ${s.culture.festival} for weeks made me ask my own ` +
      `parents why we do what we do at the holidays. Half the answers were "because your ` +
      `grandmother did". This year I'm writing them down before they get lost.`,
    motif: 'festival',
  },
  {
    title: (s) => `A rainy afternoon, a film from ${s.culture.country}, and ${s.otherDish}`,
    content: (s) =>
      `My exchange partner picked the film and I brought the ${s.otherDish}. I understood about a ` +
      `third of the dialogue without subtitles, which is a third more than last spring. We ` +
      `paused every ten minutes to argue about what the characters really meant.`,
    motif: 'film',
  },
  {
    title: (s) => `Swapping family recipes: ${s.dish} for chicken soup`,
    content: (s) =>
      `My language partner and I agreed to swap one family recipe each. Hers was ${s.dish} from ` +
      `${s.hometown}; mine was my grandmother's chicken soup. Both kitchens were a mess, both ` +
      `pots were empty in ten minutes, and now we have a standing Sunday dinner.`,
    motif: 'food',
  },
  {
    title: (s) => `Learning to say thank you properly in ${s.culture.motherTongue}`,
    content: (s) =>
      `I thought "thank you" would be the easy part. My friend from ${s.hometown} spent a whole ` +
      `evening showing me the polite version, the warm version and the one you use with your ` +
      `aunties. I'm still practising all three.`,
    motif: 'language',
  },
];

/** Meetups a member organises: where, what happens, what to bring. */
export const EVENTS: PostTemplate[] = [
  {
    title: (s) => `${s.dish} cooking night`,
    content: (s) =>
      `We're cooking ${s.dish} together at ${s.venue}. Bring an apron and a container for ` +
      `leftovers; the ingredients are covered. Complete beginners welcome, and the people who ` +
      `grew up with it will supervise.`,
    motif: 'food',
  },
  {
    title: (s) => `${s.culture.motherTongue}–English language café`,
    content: (s) =>
      `Half the evening in ${s.culture.motherTongue}, half in English, every level welcome. ` +
      `Meet us at ${s.venue}. Bring a question you always wanted to ask a native speaker; ` +
      `coffee is on the house, and someone always brings ${s.otherDish}.`,
    motif: 'language',
  },
  {
    title: (s) => `${s.culture.festival} get-together`,
    content: (s) =>
      `Celebrate ${s.culture.festival} with us at ${s.venue}: music, ${s.dish}, and a short ` +
      `talk on how it's done in ${s.hometown}. Bring a dish to share if you can, with a label ` +
      `for allergies. Kids and grandparents very welcome.`,
    motif: 'festival',
  },
  {
    title: (s) => `${s.theme} film evening`,
    content: (s) =>
      `We're screening ${withArticle(s.theme)} comedy with English subtitles at ${s.venue}, then ` +
      `a chat over ${s.otherDish}. Bring a cushion, the chairs are hard. Doors open half an hour ` +
      `early for anyone who wants to practise a little ${s.culture.motherTongue} first.`,
    motif: 'film',
  },
  {
    title: (s) => `Picnic and games, ${s.theme} style`,
    content: (s) =>
      `A relaxed afternoon in Lakeside Park, ${s.city}, with the games children play in ` +
      `${s.hometown}. Bring a blanket, sunscreen and something to share; we'll bring ${s.dish} ` +
      `and a speaker. If it rains, we move indoors and play cards instead.`,
    motif: 'picnic',
  },
  {
    title: (s) => `${s.theme} street food walk`,
    content: (s) =>
      `Meet at ${s.venue} and we'll walk to three family-run places around ${s.city}, ending ` +
      `with ${s.dish}. Wear comfortable shoes and bring cash for tastings; it's about two miles, ` +
      `taken very slowly.`,
    motif: 'food',
  },
  {
    title: (s) => `Songs for ${s.culture.festival}: a singing evening`,
    content: (s) =>
      `A relaxed evening of songs at ${s.venue}, ahead of ${s.culture.festival}. No voice ` +
      `required: lyrics are printed in ${s.culture.motherTongue} and English. Bring a water ` +
      `bottle and, if you have one, an instrument.`,
    motif: 'festival',
  },
];

/**
 * Short local news for newcomers; the organisations are invented and nobody official is quoted.
 * Items that name no culture come last, so a feed longer than the list repeats only themed ones.
 */
export const NEWS: PostTemplate[] = [
  {
    title: (s) => `${s.city} library adds ${s.culture.motherTongue} conversation circles`,
    content: (s) =>
      `Starting next month, the central branch hosts weekly circles pairing ` +
      `${s.culture.motherTongue} and English speakers. Sessions are free and drop-in, run by ` +
      `volunteers of the Newcomer Welcome Network. Organisers say the spring pilot filled up ` +
      `within a week.`,
    motif: 'language',
  },
  {
    title: (s) => `${s.theme} community center turns ten`,
    content: (s) =>
      `What began as a Sunday ${s.culture.motherTongue} school in a church basement now runs ` +
      `adult classes, a food pantry and a youth soccer team. The anniversary party is open to ` +
      `everyone, with ${s.dish} made by volunteers and a photo wall of the early years.`,
    motif: 'festival',
  },
  {
    title: (s) => `New grocery brings ${s.theme} staples to the neighborhood`,
    content: (s) =>
      `A family-run shop near ${s.venue} now stocks what you need for ${s.dish} and ` +
      `${s.otherDish}, plus a shelf of snacks people say they have not seen since leaving ` +
      `${s.culture.country}. The owners plan cooking demos on Saturday mornings.`,
    motif: 'food',
  },
  {
    title: (s) => `Schools add ${s.culture.motherTongue} to weekend heritage classes`,
    content: (s) =>
      `Parents in ${s.city} collected over two hundred signatures for weekend classes in ` +
      `${s.culture.motherTongue}. The first term starts in September, taught by volunteer ` +
      `teachers, and places for children aged six to twelve are free.`,
    motif: 'language',
  },
  {
    title: (s) => `${s.theme} film weekend coming to ${s.city} this fall`,
    content: (s) =>
      `A weekend of ${s.theme} films with English subtitles is planned at ${s.venue} in ` +
      `October, organised by parents from the local ${s.culture.motherTongue} school. Tickets ` +
      `are pay-what-you-can, and the organisers are still looking for volunteers at the door.`,
    motif: 'film',
  },
  {
    title: (s) => `Community kitchen stays open late before ${s.culture.festival}`,
    content: (s) =>
      `The shared kitchen at ${s.venue} will stay open until ten in the week before ` +
      `${s.culture.festival}, so families without a big oven can cook together. Sign-up sheets ` +
      `are at the front desk; the ${s.dish} evening filled up first.`,
    motif: 'festival',
  },
  {
    title: () => `Volunteers offer help with residency paperwork`,
    content: (s) =>
      `Volunteer paralegals will hold free walk-in hours every second Saturday at ${s.venue}. ` +
      `They can help check forms and explain next steps, but stress that they cannot file ` +
      `anything on your behalf or give formal legal advice. Bring copies, not originals.`,
    motif: 'news',
  },
  {
    title: (s) => `Mentoring program for newcomers in ${s.city} looks for volunteers`,
    content: () =>
      `The Welcome Circle pairs recently arrived families with local volunteers for six months. ` +
      `It asks for an hour a week: help with bus routes, school forms, or simply a coffee and a ` +
      `chat. An information evening is planned for the end of the month.`,
    motif: 'news',
  },
  {
    title: () => `Tenants' group publishes a renting guide in five languages`,
    content: (s) =>
      `A local tenants' association has written a free guide to leases, deposits and repairs in ` +
      `English, ${s.culture.motherTongue} and three more languages. Printed copies are at ` +
      `${s.venue}; the group says it checked the guide with a housing lawyer.`,
    motif: 'news',
  },
];
