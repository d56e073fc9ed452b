import type { Culture } from './cultures';
import { capitalised, spokenList, withArticle } from './text';

/** What a member's bio and cultural journey are written from. */
export type Sketch = {
  american: boolean;
  /** "Brazilian", or "American" for members who grew up in the US. */
  heritage: string;
  culture: Culture;
  /** For an American member: the culture of their grandparents or of their year abroad. */
  roots: Culture;
  hometown: string;
  /** Where they live now, the city part of their location. */
  city: string;
  occupation: string;
  interests: string[];
  /** The languages on their profile. */
  languages: string[];
  /** The year they moved to the US (members from abroad). */
  arrived: number;
};

export const OCCUPATIONS = [
  'UX designer',
  'nurse',
  'software engineer',
  'high school chemistry teacher',
  'pastry chef',
  'architect',
  'PhD student in marine biology',
  'pharmacist',
  'data analyst',
  'civil engineer',
  'translator',
  'physical therapist',
  'radio journalist',
  'product manager',
  'dentist',
  'graphic designer',
  'accountant',
  'piano teacher',
  'veterinarian',
  'urban planner',
  'social worker',
  'wedding photographer',
  'mechanical engineer',
  'bookseller',
  'immigration paralegal',
  'flight attendant',
];

/** How members talk about each signup interest; reads after "I love" or "you're into". */
const INTEREST_PHRASES: Record<string, string> = {
  Travel: 'last-minute weekend trips',
  'Food & Cooking': 'cooking for a table that is too small',
  Music: 'live music in tiny venues',
  Dancing: 'salsa nights',
  Art: 'gallery openings',
  Photography: 'film photography',
  Reading: 'secondhand bookshops',
  Movies: 'old movies with subtitles',
  Fitness: 'early-morning runs',
  Yoga: 'sunrise yoga',
  Hiking: 'long trail hikes',
  Beach: 'lazy beach days',
  Coffee: 'hunting for the perfect espresso',
  Wine: 'small wine bars',
  Languages: 'language exchanges',
  Culture: 'street festivals',
  Fashion: 'vintage markets',
  Technology: 'tinkering with gadgets',
  Gaming: 'co-op video games',
  Sports: 'Sunday pickup soccer',
  Meditation: 'quiet mornings',
  Volunteering: 'volunteering at the community garden',
  Pets: 'long walks with a rescue dog',
  Nature: 'camping under the stars',
};

export const loves = (sketch: Sketch, index: number) =>
  INTEREST_PHRASES[sketch.interests[index % sketch.interests.length]!] ?? 'meeting new people';
const dish = (sketch: Sketch) => sketch.culture.dishes[sketch.hometown.length % 4]!;
/** The language a member would like to practise: their own, or the one they are learning. */
const practice = (sketch: Sketch) =>
  sketch.culture.motherTongue !== 'English'
    ? sketch.culture.motherTongue
    : `my ${sketch.languages[1] ?? sketch.roots.motherTongue}`;

/** First-person bios, every one well over the signup's 50-character minimum. */
export const BIOS: ((sketch: Sketch) => string)[] = [
  (s) =>
    `${capitalised(s.occupation)} from ${s.hometown}, now in ${s.city}. I love ${loves(s, 0)} ` +
    `and ${loves(s, 1)}. Ask me about ${dish(s)}.`,
  (s) =>
    `By day I'm ${withArticle(s.occupation)}, by weekend it's ${loves(s, 0)}. ` +
    `Looking for someone to practise ${practice(s)} with; I'll cook the ${dish(s)}.`,
  (s) =>
    `${s.city} ${s.occupation} with a soft spot for ${loves(s, 1)}. ` +
    `I speak ${spokenList(s.languages)} and I'm always learning more. Let's swap recipes.`,
  (s) =>
    `Half my weekends are ${loves(s, 0)}, the other half ${loves(s, 2)}. ` +
    `${capitalised(s.occupation)} the rest of the week. My ${dish(s)} recipe is worth a second date.`,
  (s) =>
    `I laugh easily and cook too much. ${capitalised(s.occupation)}, into ${loves(s, 1)} and ` +
    `${loves(s, 0)}. Tell me about the place you grew up.`,
  (s) =>
    `New-ish to ${s.city} and saying yes to everything: ${loves(s, 2)}, ${loves(s, 0)}, ` +
    `festivals I can't pronounce yet. Bring your favourite snack from home.`,
  (s) =>
    `${s.heritage} ${s.occupation} in ${s.city}. Big fan of ${loves(s, 0)}, bigger fan of ` +
    `${dish(s)} at midnight. Looking for someone curious about the world.`,
  (s) =>
    `I'm the friend who plans the trip, books the table and forgets the umbrella. ` +
    `${capitalised(s.occupation)} in ${s.city}, into ${loves(s, 1)}.`,
  (s) =>
    `Good at: ${dish(s)}, ${loves(s, 0)}, remembering birthdays. Working on: patience in ` +
    `traffic. ${capitalised(s.occupation)} in ${s.city}.`,
  (s) =>
    `Two truths and a lie: I've lived in three countries, I make great ${dish(s)}, I've never ` +
    `missed a sunrise. ${capitalised(s.occupation)}, into ${loves(s, 2)}. Guess which one.`,
];

const REASONS = [
  'graduate school',
  'a job I could not say no to',
  'my sister, who got here first',
  'a research post that was meant to last a year',
  'a fresh start',
];

/**
 * Cultural journeys of members who grew up abroad, in their own voice. Seven of them: a count
 * that shares no factor with the every-third and every-fourth members who get none.
 */
const ABROAD: ((sketch: Sketch) => string)[] = [
  (s) =>
    `I grew up in ${s.hometown} and came to ${s.city} in ${s.arrived} for ` +
    `${REASONS[s.arrived % REASONS.length]}. I still ${s.culture.tradition}, and now my ` +
    `American friends remind me when it's time.`,
  (s) =>
    `${s.arrived}: one suitcase, two job interviews and no winter coat. ${s.city} is home now, ` +
    `but I answer my mother in ${s.culture.motherTongue} and I still ${s.culture.tradition}.`,
  (s) =>
    `The first year away from ${s.culture.country} was lonely. The turning point was ` +
    `${s.culture.festival} at a neighbour's house, where someone's grandmother made ` +
    `${dish(s)} exactly like mine. I've hosted it every year since.`,
  (s) =>
    `My family still lives in ${s.hometown}. I moved for ${REASONS[(s.arrived + 2) % REASONS.length]} ` +
    `and stayed for the people. These days I run a small ${s.culture.motherTongue} conversation ` +
    `table on Thursdays; the word everyone wants to learn is "${s.culture.word.text}".`,
  (s) =>
    `I was the first in my family to leave ${s.culture.country}. We call on Sundays, ` +
    `${s.culture.motherTongue} only, and my mother still asks whether I eat enough. ` +
    `${s.city} has been kind to me.`,
  (s) =>
    `I arrived in ${s.arrived} knowing two people in ${s.city}. Now I know a baker from ` +
    `${s.hometown}, a running club and half my street. I still ${s.culture.tradition}; the ` +
    `street joins in now.`,
  (s) =>
    `In ${s.hometown} everyone knew my name. In ${s.city} it took a year, a library card and a ` +
    `${s.culture.motherTongue} book club to feel known again. Worth it.`,
];

/** American members: what first pulled them towards another culture. */
const AT_HOME: ((sketch: Sketch) => string)[] = [
  (s) =>
    `My grandparents came from ${s.roots.country} and I grew up on their stories. I'm learning ` +
    `${s.roots.motherTongue} so I can finally read my grandmother's letters myself.`,
  (s) =>
    `I spent a year teaching English in ${s.roots.hometowns[0]} and came home hooked on ` +
    `${s.roots.festival}. Now I'm the friend who drags everyone to every festival in ${s.city}.`,
  (s) =>
    `Born in ${s.hometown}, I didn't leave the state until I was twenty-four. A semester in ` +
    `${s.roots.hometowns[1]} changed that. I host a monthly potluck where nobody may bring the ` +
    `same country twice.`,
  (s) =>
    `My best friend in third grade was from ${s.roots.country}, and her family adopted me every ` +
    `${s.roots.festival}. I've been chasing that feeling of a full table ever since.`,
];

/** A member's journey, by their place in the seed (every fourth member is American). */
export const journeyFor = (sketch: Sketch, index: number) =>
  sketch.american
    ? AT_HOME[(index / 4) % AT_HOME.length]!(sketch)
    : ABROAD[index % ABROAD.length]!(sketch);
