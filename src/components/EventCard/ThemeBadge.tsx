'use client';

import { useLingui } from '@lingui/react/macro';
import type { CulturalEvent } from '../../contract/events';
import { Badge } from '../Badge/Badge';
import { CULTURAL_THEME_NAMES } from '../../i18n/culturalThemes';

export type ThemeBadgeProps = {
  /** The event whose culture it names: its cultural theme and emoji. */
  event: Pick<CulturalEvent, 'emoji' | 'culturalTheme'>;
};

/** An event's culture with its emoji, e.g. '🇧🇷 Brazilian'; the emoji is decoration. */
export function ThemeBadge({ event }: ThemeBadgeProps) {
  const { t } = useLingui();
  return (
    <Badge tone="theme">
      <span aria-hidden>{event.emoji}</span>
      {t(CULTURAL_THEME_NAMES[event.culturalTheme])}
    </Badge>
  );
}
