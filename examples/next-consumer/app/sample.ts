import type { CulturalEvent } from '@beeglobal/ui';

/** An event as the app's own data would give it: plain data, which a server page may pass on. */
export const event: CulturalEvent = {
  id: 'diwali-lantern-walk',
  title: 'Diwali Lantern Walk',
  description: 'Paper lanterns, sparklers on the riverbank and sweets from the corner mithai shop.',
  culturalTheme: 'Indian',
  emoji: '🪔',
  // The app's own picture, here drawn inline: a lantern on the night.
  image:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23311b4f'/%3E%3Ccircle cx='8' cy='4.5' r='2' fill='%23f2a900'/%3E%3C/svg%3E",
  organizer: 'Riverside Diwali Circle',
  date: '2026-11-08',
  time: '18:30',
  durationMinutes: 120,
  location: 'Riverside Park',
  address: '1 Riverside Dr, Austin, TX 78704',
  price: 12,
  currentAttendees: 48,
  maxAttendees: 120,
  tags: ['Lanterns', 'Sweets'],
  rsvpStatus: 'pending',
};
