/** The fixed choices (genders, goals, interests…), one source for the wizard, the mocks and the tests. */
import { LIMITS } from './limits.ts';

export { LIMITS };

export const INTERESTS = [
  'Travel',
  'Food & Cooking',
  'Music',
  'Dancing',
  'Art',
  'Photography',
  'Reading',
  'Movies',
  'Fitness',
  'Yoga',
  'Hiking',
  'Beach',
  'Coffee',
  'Wine',
  'Languages',
  'Culture',
  'Fashion',
  'Technology',
  'Gaming',
  'Sports',
  'Meditation',
  'Volunteering',
  'Pets',
  'Nature',
] as const;

export const NATIONALITIES = [
  'Brazilian',
  'Mexican',
  'Indian',
  'Chinese',
  'German',
  'French',
  'Italian',
  'Japanese',
  'Korean',
  'Russian',
  'Canadian',
  'British',
  'Australian',
  'Spanish',
  'Portuguese',
  'Dutch',
  'Swedish',
  'Norwegian',
  'Polish',
  'Turkish',
  'Egyptian',
  'Nigerian',
  'Other',
] as const;

/** Languages of the older profile-setup flow. */
export const LANGUAGES = [
  'English',
  'Spanish',
  'Portuguese',
  'French',
  'German',
  'Italian',
  'Mandarin',
  'Japanese',
  'Korean',
  'Hindi',
  'Arabic',
  'Russian',
  'Dutch',
  'Swedish',
  'Other',
] as const;

/** The 20 interests of the older profile-setup flow (the signup wizard has its own 24). */
export const PROFILE_SETUP_INTERESTS = [
  'Cultural Exchange',
  'Language Learning',
  'International Cuisine',
  'Travel',
  'Music',
  'Dance',
  'Art',
  'Photography',
  'History',
  'Literature',
  'Film',
  'Festivals',
  'Cooking',
  'Sports',
  'Outdoors',
  'Fashion',
  'Volunteering',
  'Museums',
  'Spirituality',
  'Traditions',
] as const;

/** The events list's theme filter: 'all' plus eight cultures. */
export const CULTURAL_THEMES = [
  'all',
  'Brazilian',
  'German',
  'Indian',
  'Japanese',
  'Mexican',
  'Chinese',
  'Italian',
  'French',
] as const;

export const GENDERS = ['male', 'female', 'non_binary'] as const;
export const ORIENTATIONS = ['men', 'women', 'everyone'] as const;
export const USER_TYPES = ['american', 'non_american'] as const;
export const RELATIONSHIP_GOALS = ['relationship', 'cultural_exchange', 'both'] as const;

export const POST_TYPES = ['STORY', 'EVENT', 'NEWS'] as const;
export const POST_VISIBILITIES = ['GLOBAL', 'CONNECTIONS'] as const;
export const SWIPE_ACTIONS = ['LIKE', 'PASS'] as const;
export const RSVP_STATUSES = ['pending', 'confirmed', 'declined'] as const;

/**
 * What a member is told when a profile breaks a rule of signup: the wizard, the profile editor
 * and the backend's `errors` say the same.
 */
export const PROFILE_RULES = {
  noPhoto: 'Please upload at least one photo',
  tooManyPhotos: `At most ${LIMITS.maxPhotos} photos`,
  notAnImage: 'Each photo must be an image (a data:image URL)',
  photoTooLarge: `Each photo must be at most ${LIMITS.maxImageBytes / 1024 / 1024} MB`,
  tooFewInterests: `Pick at least ${LIMITS.minInterests} interests`,
  bioTooShort: `Your bio needs at least ${LIMITS.minBioLength} characters`,
} as const;

/** A bio's length as the rule counts it: spaces around the text do not count. */
export const bioLength = (bio: string) => bio.trim().length;

/**
 * The longest text each field accepts, in characters. The backend answers a longer one with 400
 * and an `errors` item; the forms stop typing there and show a counter as it nears.
 */
export const TEXT_LIMITS = {
  email: 254,
  password: 128,
  name: 50,
  location: 100,
  nationality: 50,
  bio: 1000,
  culturalJourney: 1000,
  postTitle: 120,
  postContent: 5000,
  imageUrl: 2048,
  culturalTheme: 60,
  comment: 1000,
  message: 2000,
  /** One item of interests or languages. */
  tag: 40,
} as const;

/** Whole request bodies: enough for six scaled photos (about 400 KB each as data URLs), no more. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The older profile-setup flow: its steps, and the ranges and defaults of its preferences. */
export const PROFILE_SETUP = {
  steps: 4,
  age: { min: 18, max: 100, defaultMin: 25, defaultMax: 45 },
  distance: { min: 1, max: 500, defaultMiles: 50 },
} as const;
