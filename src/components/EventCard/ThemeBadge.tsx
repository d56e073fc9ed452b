import type { CulturalEvent } from '../../contract/events';
import { Badge } from '../Badge/Badge';

/** An event's culture with its emoji, e.g. '🇧🇷 Brazilian'; the emoji is decoration. */
export function ThemeBadge({ event }: { event: Pick<CulturalEvent, 'emoji' | 'culturalTheme'> }) {
  return (
    <Badge tone="theme">
      <span aria-hidden>{event.emoji}</span>
      {event.culturalTheme}
    </Badge>
  );
}
