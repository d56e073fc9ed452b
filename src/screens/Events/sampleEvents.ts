import type { CulturalEvent } from '../../contract/events';
import bollywood from './images/bollywood-dance-workshop.svg?no-inline';
import loteria from './images/loteria-street-food-night.svg?no-inline';
import pasta from './images/pasta-from-scratch.svg?no-inline';
import samba from './images/samba-feijoada-night.svg?no-inline';
import teaCeremony from './images/tea-ceremony-wagashi.svg?no-inline';

type SampleEvent = Omit<CulturalEvent, 'date' | 'rsvpStatus'> & {
  /** Days after today: the demo's events are always upcoming, whenever it is shown. */
  inDays: number;
};

/**
 * The five cultural events of the events list. They are the product's client data (no call
 * loads them), with pictures drawn locally by `npm run seed`.
 */
const SAMPLE_EVENTS: readonly SampleEvent[] = [
  {
    id: 'samba-feijoada-night',
    title: 'Samba & Feijoada Night',
    description:
      'A long table of feijoada, farofa and caipirinhas, then a live samba band and a dance floor. Our teachers start with the basic step, so nobody sits this one out.',
    culturalTheme: 'Brazilian',
    emoji: '🇧🇷',
    image: samba,
    organizer: 'Casa Brasil Philly',
    inDays: 4,
    time: '19:00',
    durationMinutes: 240,
    location: 'Fishtown, Philadelphia',
    address: '1423 Frankford Ave, Philadelphia, PA 19125',
    price: 25,
    currentAttendees: 31,
    maxAttendees: 80,
    tags: ['Live samba band', 'Feijoada dinner', 'Beginner dance lesson', 'Caipirinha bar'],
  },
  {
    id: 'tea-ceremony-wagashi',
    title: 'Japanese Tea Ceremony & Wagashi',
    description:
      'Kneel on tatami as a tea master prepares matcha in the Urasenke way, and learn the meaning behind each quiet gesture. Seasonal wagashi sweets are made in front of you.',
    culturalTheme: 'Japanese',
    emoji: '🍵',
    image: teaCeremony,
    organizer: 'Urasenke Tea Circle of Philadelphia',
    inDays: 9,
    time: '14:00',
    durationMinutes: 120,
    location: 'Shofuso Japanese House',
    address: 'Lansdowne Dr & Horticultural Dr, Philadelphia, PA 19131',
    price: 30,
    currentAttendees: 25,
    maxAttendees: 25,
    tags: ['Matcha tasting', 'Wagashi demonstration', 'Tea etiquette', 'Garden walk'],
  },
  {
    id: 'bollywood-dance-workshop',
    title: 'Bollywood Dance Workshop',
    description:
      'Two hours of hits from Dilwale to RRR with choreographers from Nritya Collective. We finish with a full routine, chai and samosas, and a group video to keep.',
    culturalTheme: 'Indian',
    emoji: '💃',
    image: bollywood,
    organizer: 'Nritya Dance Collective',
    inDays: 12,
    time: '18:30',
    durationMinutes: 150,
    location: 'University City',
    address: '3601 Locust Walk, Philadelphia, PA 19104',
    price: 20,
    currentAttendees: 33,
    maxAttendees: 60,
    tags: ['Choreography for all levels', 'Chai and samosas', 'Group video', 'Costume corner'],
  },
  {
    id: 'loteria-street-food-night',
    title: 'Lotería & Street Food Night',
    description:
      'Tacos al pastor, elotes and aguas frescas from three family taquerías, and rounds of lotería with prizes. Bring friends: the tables are long and the caller is loud.',
    culturalTheme: 'Mexican',
    emoji: '🌮',
    image: loteria,
    organizer: 'South Philly Lotería Club',
    inDays: 16,
    time: '17:00',
    durationMinutes: 180,
    location: 'Italian Market, South Philly',
    address: '1000 S 9th St, Philadelphia, PA 19147',
    price: 15,
    currentAttendees: 126,
    maxAttendees: 150,
    tags: ['Taquería tasting', 'Lotería with prizes', 'Aguas frescas', 'Mariachi set'],
  },
  {
    id: 'pasta-from-scratch',
    title: 'Pasta from Scratch with Nonna Lucia',
    description:
      'Flour, eggs and a rolling pin: Lucia shows how her family in Bologna makes tagliatelle and tortellini by hand. We cook what we make and eat it together with a glass of Lambrusco.',
    culturalTheme: 'Italian',
    emoji: '🍝',
    image: pasta,
    organizer: "Nonna's Table Cooking School",
    inDays: 21,
    time: '11:00',
    durationMinutes: 180,
    location: 'East Passyunk',
    address: '1822 E Passyunk Ave, Philadelphia, PA 19148',
    price: 28,
    currentAttendees: 12,
    maxAttendees: 30,
    tags: ['Hands-on pasta making', 'Family recipes', 'Lunch with Lambrusco', 'Recipe cards'],
  },
];

/** An ISO date (YYYY-MM-DD) some days after a moment, counted in UTC. */
function daysAfter(today: Date, days: number): string {
  const day = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days),
  );
  return day.toISOString().slice(0, 10);
}

/** The sample events as of a day, each still pending for a member who has not answered. */
export function sampleEvents(today: Date): CulturalEvent[] {
  return SAMPLE_EVENTS.map(({ inDays, ...event }) => ({
    ...event,
    date: daysAfter(today, inDays),
    rsvpStatus: 'pending',
  }));
}
