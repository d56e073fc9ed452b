import { msg } from '@lingui/core/macro';
import { LIMITS, bioLength } from '../../contract/choices';
import type { SignupRequest } from '../../contract/types';

/** What the wizard gathers; confirmPassword stays here and is never sent. */
export type SignupForm = {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  birthday: string;
  gender: '' | 'male' | 'female' | 'non_binary';
  orientation: '' | 'men' | 'women' | 'everyone';
  userType: '' | 'american' | 'non_american';
  nationality: string;
  location: string;
  relationshipGoal: '' | 'relationship' | 'cultural_exchange' | 'both';
  photos: string[];
  interests: string[];
  bio: string;
};

export const emptySignupForm: SignupForm = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  birthday: '',
  gender: '',
  orientation: '',
  userType: '',
  nationality: '',
  location: '',
  relationshipGoal: '',
  photos: [],
  interests: [],
  bio: '',
};

/** Each step's title, in the order of the steps; shown with `t(STEP_TITLES[step - 1])`. */
export const STEP_TITLES = [
  msg({ message: 'Welcome', context: 'signup step' }),
  msg({ message: 'Basic Info', context: 'signup step' }),
  msg({ message: 'Identity', context: 'signup step' }),
  msg({ message: 'Location', context: 'signup step' }),
  msg({ message: 'Photos', context: 'signup step' }),
  msg({ message: 'Interests', context: 'signup step' }),
  msg({ message: 'Bio', context: 'signup step' }),
  msg({ message: 'Complete', context: 'signup step' }),
] as const;

const filled = (value: string) => value.trim().length > 0;

/** Continue is enabled only when the step's required fields are filled, as each case says. */
export function canContinue(step: number, form: SignupForm): boolean {
  switch (step) {
    case 1:
      return filled(form.email) && filled(form.password) && filled(form.confirmPassword);
    case 2:
      return filled(form.firstName) && filled(form.lastName) && filled(form.birthday);
    case 3:
      return form.gender !== '' && form.orientation !== '' && form.userType !== '';
    case 4:
      return (
        filled(form.location) &&
        form.relationshipGoal !== '' &&
        (form.userType === 'american' || filled(form.nationality))
      );
    case 5:
      return form.photos.length >= 1;
    case 6:
      return form.interests.length >= LIMITS.minInterests;
    case 7:
      return bioLength(form.bio) >= LIMITS.minBioLength;
    default:
      return true;
  }
}

/** The signup payload: enums uppercased, nationality null for americans, no confirmPassword. */
export function toSignupPayload(form: SignupForm): SignupRequest {
  const american = form.userType === 'american';
  return {
    email: form.email.trim(),
    password: form.password,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    birthday: form.birthday,
    gender: form.gender.toUpperCase() as SignupRequest['gender'],
    orientation: form.orientation.toUpperCase() as SignupRequest['orientation'],
    userType: form.userType.toUpperCase() as SignupRequest['userType'],
    nationality: american ? null : form.nationality,
    location: form.location.trim(),
    relationshipGoal: form.relationshipGoal.toUpperCase() as SignupRequest['relationshipGoal'],
    interests: form.interests,
    photos: form.photos,
    bio: form.bio,
    languages: [],
  };
}
