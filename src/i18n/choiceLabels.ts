import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INTERESTS, LANGUAGES, NATIONALITIES, PROFILE_SETUP_INTERESTS } from '../contract/choices';

/*
 * The contract's choice lists in the interface's language. The values members pick and the API
 * stores stay the contract's English; only what the interface shows is translated. Each word
 * has its kind as context, since 'German' the nationality and 'German' the language may differ.
 */

type Labels<Value extends string> = Record<Value, MessageDescriptor>;

const INTEREST_LABELS: Labels<
  (typeof INTERESTS)[number] | (typeof PROFILE_SETUP_INTERESTS)[number]
> = {
  Travel: msg({ message: 'Travel', context: 'interest' }),
  'Food & Cooking': msg({ message: 'Food & Cooking', context: 'interest' }),
  Music: msg({ message: 'Music', context: 'interest' }),
  Dancing: msg({ message: 'Dancing', context: 'interest' }),
  Art: msg({ message: 'Art', context: 'interest' }),
  Photography: msg({ message: 'Photography', context: 'interest' }),
  Reading: msg({ message: 'Reading', context: 'interest' }),
  Movies: msg({ message: 'Movies', context: 'interest' }),
  Fitness: msg({ message: 'Fitness', context: 'interest' }),
  Yoga: msg({ message: 'Yoga', context: 'interest' }),
  Hiking: msg({ message: 'Hiking', context: 'interest' }),
  Beach: msg({ message: 'Beach', context: 'interest' }),
  Coffee: msg({ message: 'Coffee', context: 'interest' }),
  Wine: msg({ message: 'Wine', context: 'interest' }),
  Languages: msg({ message: 'Languages', context: 'interest' }),
  Culture: msg({ message: 'Culture', context: 'interest' }),
  Fashion: msg({ message: 'Fashion', context: 'interest' }),
  Technology: msg({ message: 'Technology', context: 'interest' }),
  Gaming: msg({ message: 'Gaming', context: 'interest' }),
  Sports: msg({ message: 'Sports', context: 'interest' }),
  Meditation: msg({ message: 'Meditation', context: 'interest' }),
  Volunteering: msg({ message: 'Volunteering', context: 'interest' }),
  Pets: msg({ message: 'Pets', context: 'interest' }),
  Nature: msg({ message: 'Nature', context: 'interest' }),
  'Cultural Exchange': msg({ message: 'Cultural Exchange', context: 'interest' }),
  'Language Learning': msg({ message: 'Language Learning', context: 'interest' }),
  'International Cuisine': msg({ message: 'International Cuisine', context: 'interest' }),
  Dance: msg({ message: 'Dance', context: 'interest' }),
  History: msg({ message: 'History', context: 'interest' }),
  Literature: msg({ message: 'Literature', context: 'interest' }),
  Film: msg({ message: 'Film', context: 'interest' }),
  Festivals: msg({ message: 'Festivals', context: 'interest' }),
  Cooking: msg({ message: 'Cooking', context: 'interest' }),
  Outdoors: msg({ message: 'Outdoors', context: 'interest' }),
  Museums: msg({ message: 'Museums', context: 'interest' }),
  Spirituality: msg({ message: 'Spirituality', context: 'interest' }),
  Traditions: msg({ message: 'Traditions', context: 'interest' }),
};

const NATIONALITY_LABELS: Labels<(typeof NATIONALITIES)[number]> = {
  Brazilian: msg({ message: 'Brazilian', context: 'nationality' }),
  Mexican: msg({ message: 'Mexican', context: 'nationality' }),
  Indian: msg({ message: 'Indian', context: 'nationality' }),
  Chinese: msg({ message: 'Chinese', context: 'nationality' }),
  German: msg({ message: 'German', context: 'nationality' }),
  French: msg({ message: 'French', context: 'nationality' }),
  Italian: msg({ message: 'Italian', context: 'nationality' }),
  Japanese: msg({ message: 'Japanese', context: 'nationality' }),
  Korean: msg({ message: 'Korean', context: 'nationality' }),
  Russian: msg({ message: 'Russian', context: 'nationality' }),
  Canadian: msg({ message: 'Canadian', context: 'nationality' }),
  British: msg({ message: 'British', context: 'nationality' }),
  Australian: msg({ message: 'Australian', context: 'nationality' }),
  Spanish: msg({ message: 'Spanish', context: 'nationality' }),
  Portuguese: msg({ message: 'Portuguese', context: 'nationality' }),
  Dutch: msg({ message: 'Dutch', context: 'nationality' }),
  Swedish: msg({ message: 'Swedish', context: 'nationality' }),
  Norwegian: msg({ message: 'Norwegian', context: 'nationality' }),
  Polish: msg({ message: 'Polish', context: 'nationality' }),
  Turkish: msg({ message: 'Turkish', context: 'nationality' }),
  Egyptian: msg({ message: 'Egyptian', context: 'nationality' }),
  Nigerian: msg({ message: 'Nigerian', context: 'nationality' }),
  Other: msg({ message: 'Other', context: 'nationality' }),
};

const LANGUAGE_LABELS: Labels<(typeof LANGUAGES)[number]> = {
  English: msg({ message: 'English', context: 'language' }),
  Spanish: msg({ message: 'Spanish', context: 'language' }),
  Portuguese: msg({ message: 'Portuguese', context: 'language' }),
  French: msg({ message: 'French', context: 'language' }),
  German: msg({ message: 'German', context: 'language' }),
  Italian: msg({ message: 'Italian', context: 'language' }),
  Mandarin: msg({ message: 'Mandarin', context: 'language' }),
  Japanese: msg({ message: 'Japanese', context: 'language' }),
  Korean: msg({ message: 'Korean', context: 'language' }),
  Hindi: msg({ message: 'Hindi', context: 'language' }),
  Arabic: msg({ message: 'Arabic', context: 'language' }),
  Russian: msg({ message: 'Russian', context: 'language' }),
  Dutch: msg({ message: 'Dutch', context: 'language' }),
  Swedish: msg({ message: 'Swedish', context: 'language' }),
  Other: msg({ message: 'Other', context: 'language' }),
};

const LABELS = {
  interest: INTEREST_LABELS,
  nationality: NATIONALITY_LABELS,
  language: LANGUAGE_LABELS,
} as Record<ChoiceKind, Record<string, MessageDescriptor>>;

export type ChoiceKind = 'interest' | 'nationality' | 'language';

/**
 * A choice as the interface shows it: the contract's value in the active language, or, for a
 * value outside the list (a member's own words), the value as they wrote it.
 */
export function choiceLabel(i18n: I18n, kind: ChoiceKind, value: string): string {
  const label = LABELS[kind][value];
  return label ? i18n._(label) : value;
}
