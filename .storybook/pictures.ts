// How a story's pictures are named: by vitest.setup.ts, which takes them, and by the visual
// report (scripts/visual-report.ts), which tells a person which picture changed.

/** Each way a story is photographed besides its width: its theme and its language. */
export const VARIANTS = {
  light: { suffix: '', theme: 'light', language: 'English' },
  dark: { suffix: '-dark', theme: 'dark', language: 'English' },
  pseudo: { suffix: '-pseudo', theme: 'light', language: 'pseudo-language' },
  ar: { suffix: '-ar', theme: 'light', language: 'Arabic' },
} as const;

export type Variant = keyof typeof VARIANTS;

/** The baseline's name (before toMatchScreenshot adds the browser and platform). */
export const pictureName = (storyId: string, width: number, variant: Variant) =>
  `${storyId}-${width}${VARIANTS[variant].suffix}`;

/** A picture's variant as a person says it: '390 px · dark · English'. */
export const variantLabel = ({ width, variant }: { width: number; variant: Variant }) =>
  `${width} px · ${VARIANTS[variant].theme} · ${VARIANTS[variant].language}`;

export interface Picture {
  storyId: string;
  width: number;
  variant: Variant;
}

const SUFFIXES = Object.entries(VARIANTS).map(([variant, { suffix }]) => ({
  variant: variant as Variant,
  suffix,
}));

/** The story, width and variant a picture's name (made by pictureName) stands for, or null. */
export function parsePictureName(name: string): Picture | null {
  // The longest suffix first: '' would match every name.
  for (const { variant, suffix } of [...SUFFIXES].sort(
    (a, b) => b.suffix.length - a.suffix.length,
  )) {
    if (!name.endsWith(suffix)) continue;
    const match = /^(.+--.+)-(\d+)$/.exec(name.slice(0, name.length - suffix.length));
    if (match) return { storyId: match[1]!, width: Number(match[2]), variant };
  }
  return null;
}

/**
 * Recorded after each toMatchScreenshot that failed, naming its picture: vitest's own record of
 * the failure (its reference, actual and diff files) does not say which picture it was.
 */
export interface PictureArtifact {
  type: 'beeglobal:picture';
  name: string;
}

declare module 'vitest' {
  interface TestArtifactRegistry {
    'beeglobal:picture': PictureArtifact;
  }
}
