import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PROFILE_RULES } from '../../contract/choices';
import {
  BIO_TOO_SHORT,
  bioHint,
  changesOf,
  draftOf,
  draftProblems,
  firstProblem,
  NO_LOCATION,
  NO_PHOTO,
  optionsWith,
  TOO_FEW_INTERESTS,
  type ProfileDraft,
} from './profileDraft';

const saved: ProfileDraft = draftOf({
  bio: 'Pharmacist from Madison, now in Philadelphia. I love gallery openings.',
  culturalJourney: null,
  location: 'Philadelphia, PA',
  interests: ['Art', 'Pets', 'Beach'],
  languages: ['English'],
  photos: ['data:image/png;base64,AAA'],
});

describe('the Edit Profile draft', () => {
  it('starts from the saved profile, a missing cultural journey as empty text', () => {
    expect(saved.culturalJourney).toBe('');
    expect(draftProblems(saved)).toEqual({});
  });

  it("holds the signup's rules: a photo, a 50-character bio, a location, three interests", () => {
    const problems = draftProblems({
      ...saved,
      photos: [],
      bio: 'x'.repeat(49),
      location: '   ',
      interests: ['Art', 'Pets'],
    });
    expect(problems).toEqual({
      bio: BIO_TOO_SHORT,
      location: NO_LOCATION,
      photos: NO_PHOTO,
      interests: TOO_FEW_INTERESTS,
    });
    expect(i18n._(TOO_FEW_INTERESTS)).toBe('Pick at least 3 interests');
    expect(firstProblem(problems)).toBe('bio');
    expect(firstProblem({ interests: TOO_FEW_INTERESTS, photos: NO_PHOTO })).toBe('photos');
    expect(draftProblems({ ...saved, bio: 'x'.repeat(50) })).toEqual({});
    expect(draftProblems({ ...saved, bio: ` ${'x'.repeat(49)} ` }).bio).toBe(BIO_TOO_SHORT);
  });

  it("says the rules in the backend's words, in English", () => {
    expect(i18n._(TOO_FEW_INTERESTS)).toBe(PROFILE_RULES.tooFewInterests);
    expect(i18n._(BIO_TOO_SHORT)).toBe(PROFILE_RULES.bioTooShort);
    expect(i18n._(NO_PHOTO)).toBe(PROFILE_RULES.noPhoto);
    expect(i18n._(NO_LOCATION)).toBe('Please enter your current location');
    expect(bioHint(' Hello bees! ', i18n)).toBe('11 / 50 minimum');
  });

  it('sends only what changed, text without surrounding spaces', () => {
    expect(changesOf(saved, saved)).toEqual({});
    expect(
      changesOf(saved, {
        ...saved,
        location: ' Austin, TX ',
        interests: [...saved.interests, 'Coffee'],
      }),
    ).toEqual({ location: 'Austin, TX', interests: ['Art', 'Pets', 'Beach', 'Coffee'] });
    // Spaces typed around unchanged text change nothing.
    expect(changesOf(saved, { ...saved, bio: `${saved.bio}  ` })).toEqual({});
    // The same interests in another order are a change: the order is the member's.
    expect(changesOf(saved, { ...saved, interests: ['Beach', 'Art', 'Pets'] })).toEqual({
      interests: ['Beach', 'Art', 'Pets'],
    });
  });

  it('keeps a choice the list lacks', () => {
    expect(optionsWith(['English', 'French'], ['Yoruba', 'English'])).toEqual([
      'English',
      'French',
      'Yoruba',
    ]);
  });
});
