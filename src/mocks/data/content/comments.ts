import type { POST_TYPES } from '../../../contract/choices';
import type { Scene } from './posts';

/** What members answer under a post, by the kind of post. */
export const COMMENTS: Record<(typeof POST_TYPES)[number], ((scene: Scene) => string)[]> = {
  STORY: [
    () => 'This made me homesick in the best way.',
    (s) => `My grandmother makes ${s.dish} exactly like this!`,
    (s) => `Saving this for my next ${s.culture.festival}.`,
    () => 'Thank you for writing this. My first year here felt the same.',
    () => 'Please share the recipe?',
    (s) => `"${s.culture.word.text}" is my new favourite word.`,
    (s) => `I'd love to hear more about ${s.hometown} one day.`,
    () => 'Reading this on the bus and smiling.',
    (s) => `Now I need ${s.otherDish} for dinner. Thanks a lot!`,
    () => 'My mom said the exact same thing when I moved.',
    (s) => `Which part of ${s.culture.country} is your family from?`,
    () => 'Beautifully written. More of these, please.',
  ],
  EVENT: [
    () => "Count me in! I'll bring something sweet.",
    () => 'Can I bring a friend who just moved here?',
    () => 'Is there parking nearby, or is the bus easier?',
    (s) => `Is it okay if my ${s.culture.motherTongue} is very rusty?`,
    () => 'Went last time and loved it. See you there!',
    () => 'Is there a vegetarian option?',
    () => 'Is the place step-free? Asking for my mom.',
    (s) => `I've never had ${s.dish}. Is it very spicy?`,
    () => 'Just signed up, first time at one of these!',
    () => 'Can I come a bit late? I finish work at seven.',
    () => 'I can help set up if you need hands.',
  ],
  NEWS: [
    () => 'Sharing this with my cousin who just arrived.',
    () => 'Do they still need volunteers?',
    () => "Finally! We've been asking for this for years.",
    () => 'Does anyone know if it is open on weekdays too?',
    () => 'This would have saved me so much stress in my first year.',
    () => 'Thanks for posting, I would have missed it.',
    (s) => `Great news for the ${s.theme} families in my building.`,
    () => 'Is there a waiting list, or can you just show up?',
    () => 'My neighbour volunteers there, they are lovely people.',
    () => 'Bookmarking this for my parents.',
  ],
};
