import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  completionProblem as findProblem,
  preferenceRanges,
  startProfileSetupForm,
  toProfileSetup,
  type ProfileSetupForm,
} from './profileSetupForm';

/** The problem as the member reads it, in English. */
const completionProblem = (form: ProfileSetupForm) => {
  const problem = findProblem(form);
  return problem && { ...problem, message: i18n._(problem.message) };
};

const complete: ProfileSetupForm = {
  ...startProfileSetupForm('Lina'),
  lastName: 'Haddad',
  culturalJourney: 'Grew up in Cairo, moved to Chicago for architecture.',
  photos: ['data:image/jpeg;base64,AAAA'],
};

describe('startProfileSetupForm', () => {
  it("starts with the older flow's defaults and the stored first name", () => {
    const form = startProfileSetupForm('Lina');
    expect(form.firstName).toBe('Lina');
    expect(form).toMatchObject({
      interestedInEvents: true,
      interestedInImmigrationNews: false,
      interestedInCulturalTrivia: true,
      minAge: '25',
      maxAge: '45',
      maxDistance: '50',
    });
  });

  it('reopens a saved profile as it was kept', () => {
    const saved = toProfileSetup({ ...complete, height: '172', minAge: '30' });
    expect(toProfileSetup(startProfileSetupForm('Other', saved))).toEqual(saved);
  });
});

describe('completionProblem', () => {
  it('asks for first name, last name and cultural journey first', () => {
    for (const field of ['firstName', 'lastName', 'culturalJourney'] as const)
      expect(completionProblem({ ...complete, [field]: '   ' })?.message).toBe(
        'Please fill in all required fields',
      );
  });

  it('points at the step that holds the first missing field', () => {
    expect(completionProblem({ ...complete, lastName: '' })?.step).toBe(1);
    expect(completionProblem({ ...complete, culturalJourney: '' })?.step).toBe(2);
    expect(completionProblem({ ...complete, photos: [] })).toEqual({
      message: 'Please upload at least one photo',
      step: 3,
    });
  });

  it('checks the required fields before the photos', () => {
    expect(completionProblem({ ...complete, firstName: '', photos: [] })?.message).toBe(
      'Please fill in all required fields',
    );
  });

  it('lets a complete form through', () => {
    expect(completionProblem(complete)).toBeNull();
  });
});

describe('preference ranges', () => {
  it('keeps ages within 18 to 100 and distance within 1 to 500', () => {
    expect(
      preferenceRanges({ ...complete, minAge: '12', maxAge: '140', maxDistance: '0' }),
    ).toEqual({ minAge: 18, maxAge: 100, maxDistance: 1 });
    expect(preferenceRanges({ ...complete, maxDistance: '9000' }).maxDistance).toBe(500);
  });

  it('never lets the maximum age fall below the minimum', () => {
    expect(preferenceRanges({ ...complete, minAge: '40', maxAge: '30' })).toMatchObject({
      minAge: 40,
      maxAge: 40,
    });
  });

  it('falls back to the defaults for empty or non-numeric text', () => {
    expect(preferenceRanges({ ...complete, minAge: '', maxAge: 'abc', maxDistance: ' ' })).toEqual({
      minAge: 25,
      maxAge: 45,
      maxDistance: 50,
    });
  });

  it('rounds to whole numbers', () => {
    expect(clampNumber('33.6', 18, 100, 25)).toBe(34);
  });
});

describe('toProfileSetup', () => {
  it('builds the kept profile with profileCompleted true', () => {
    const profile = toProfileSetup({ ...complete, height: '172', education: ' MSc ' });
    expect(Object.keys(profile).sort()).toEqual(
      [
        'bio',
        'culturalJourney',
        'education',
        'firstName',
        'height',
        'interests',
        'languages',
        'lastName',
        'occupation',
        'photos',
        'preferences',
        'profileCompleted',
      ].sort(),
    );
    expect(profile).toMatchObject({ height: 172, education: 'MSc', profileCompleted: true });
    expect(profile.preferences).toEqual({
      interestedInEvents: true,
      interestedInImmigrationNews: false,
      interestedInCulturalTrivia: true,
      minAge: 25,
      maxAge: 45,
      maxDistance: 50,
    });
  });

  it('keeps no height when none was given', () => {
    expect(toProfileSetup(complete).height).toBeNull();
  });
});
