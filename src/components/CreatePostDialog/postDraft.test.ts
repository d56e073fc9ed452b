import { describe, expect, it } from 'vitest';
import { createPostRequest } from '../../contract/schemas';
import { canPublish, draftProblems, emptyDraft, toCreatePostRequest } from './postDraft';

describe('post draft', () => {
  it('starts as a global story with price 0 and 50 places', () => {
    expect(emptyDraft()).toMatchObject({
      type: 'story',
      visibility: 'GLOBAL',
      price: '0',
      maxAttendees: '50',
    });
  });

  it('needs a title and content, trimmed', () => {
    const draft = { ...emptyDraft(), title: '   ', content: 'Fresh pão de queijo at noon.' };
    expect(draftProblems(draft).missing).toEqual(['title']);
    expect(canPublish(draftProblems(draft))).toBe(false);
    expect(canPublish(draftProblems({ ...draft, title: 'Brazilian brunch' }))).toBe(true);
  });

  it('checks price and max attendees of events only', () => {
    const event = { ...emptyDraft('event'), title: 'Diwali', content: 'Lights and sweets.' };
    expect(draftProblems({ ...event, price: '-1' }).price).toBeDefined();
    expect(draftProblems({ ...event, maxAttendees: '0' }).maxAttendees).toBeDefined();
    expect(draftProblems({ ...event, maxAttendees: '2.5' }).maxAttendees).toBeDefined();
    expect(canPublish(draftProblems({ ...event, price: '12.50' }))).toBe(true);
    const story = { ...emptyDraft('story'), title: 'a', content: 'b', price: '-1' };
    expect(canPublish(draftProblems(story))).toBe(true);
  });

  it('makes the create payload: type uppercased, event details for events only', () => {
    const story = toCreatePostRequest({
      ...emptyDraft('story'),
      title: ' My first Carnival ',
      content: ' Glitter everywhere. ',
      location: 'Austin, TX',
    });
    expect(story).toEqual({
      type: 'STORY',
      title: 'My first Carnival',
      content: 'Glitter everywhere.',
      image: undefined,
      visibility: 'GLOBAL',
      location: undefined,
      culturalTheme: undefined,
      eventDetails: undefined,
    });

    const event = toCreatePostRequest({
      ...emptyDraft('event'),
      title: 'Tamales night',
      content: 'Bring a filling from home.',
      image: 'https://example.com/tamales.jpg',
      visibility: 'CONNECTIONS',
      location: 'Chicago, IL',
      culturalTheme: 'Mexican',
      date: '2026-07-04',
      time: '18:30',
      price: '12.5',
    });
    expect(event).toMatchObject({
      type: 'EVENT',
      image: 'https://example.com/tamales.jpg',
      visibility: 'CONNECTIONS',
      location: 'Chicago, IL',
      culturalTheme: 'Mexican',
      eventDetails: { date: '2026-07-04', time: '18:30', price: 12.5, maxAttendees: 50 },
    });
    // The contract's own schema accepts both.
    expect(createPostRequest.safeParse(story).success).toBe(true);
    expect(createPostRequest.safeParse(event).success).toBe(true);
  });
});
