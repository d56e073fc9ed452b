'use client';

import { useLingui } from '@lingui/react/macro';
import type { CulturalEvent } from '../../contract/events';
import { Badge } from '../Badge/Badge';
import { CULTURAL_THEME_NAMES } from '../../i18n/culturalThemes';

/** An event's culture with its emoji, e.g. '🇧🇷 Brazilian'; the emoji is decoration. */
export type ThemeBadgeProps = { event: Pick<CulturalEvent, 'emoji' | 'culturalTheme'> };

export function ThemeBadge({ event }: ThemeBadgeProps) {
  const { t } = useLingui();
  return (
    <Badge tone="theme">
      <span aria-hidden>{event.emoji}</span>
      {t(CULTURAL_THEME_NAMES[event.culturalTheme])}
    </Badge>
  );
}
