import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventTheme } from '../contract/events';

/**
 * An event's culture as its badge names it, in the interface's language. The value the events
 * keep (and the filter compares) stays the contract's English. The words describe a culture, not
 * a person: a language that agrees adjectives with their noun takes the one for 'culture'.
 */
export const CULTURAL_THEME_NAMES: Record<Exclude<EventTheme, 'all'>, MessageDescriptor> = {
  Brazilian: msg({ message: 'Brazilian', context: 'cultural theme' }),
  German: msg({ message: 'German', context: 'cultural theme' }),
  Indian: msg({ message: 'Indian', context: 'cultural theme' }),
  Japanese: msg({ message: 'Japanese', context: 'cultural theme' }),
  Mexican: msg({ message: 'Mexican', context: 'cultural theme' }),
  Chinese: msg({ message: 'Chinese', context: 'cultural theme' }),
  Italian: msg({ message: 'Italian', context: 'cultural theme' }),
  French: msg({ message: 'French', context: 'cultural theme' }),
};
