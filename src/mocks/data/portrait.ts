import { createAvatar } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import type { GENDERS } from '../../contract/choices';
import { svgDataUrl } from './svgDataUrl';
import { choose, hash } from './variety';

/*
 * Members' photos: Avataaars illustrations (Pablo Stanley, free for personal and commercial use)
 * drawn locally by DiceBear. Only friendly expressions and natural colours are offered, so every
 * card looks like someone you would like to meet.
 */

type Options = avataaars.Options;
type Gender = Uppercase<(typeof GENDERS)[number]>;
type Top = NonNullable<Options['top']>[number];

const SKIN = ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '614335'];
/** Mostly dark browns, some lighter, one red in ten. */
const HAIR = [
  '2c1b18',
  '4a312c',
  '724133',
  '2c1b18',
  'a55728',
  'b58143',
  '4a312c',
  'd6b370',
  '2c1b18',
  'c93305',
];
const LONG_HAIR: Top[] = [
  'bob',
  'bun',
  'curly',
  'curvy',
  'bigHair',
  'froBand',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
];
const SHORT_HAIR: Top[] = [
  'shortFlat',
  'shortRound',
  'shortWaved',
  'shortCurly',
  'theCaesar',
  'theCaesarAndSidePart',
  'sides',
  'shavedSides',
  'frizzle',
  'dreads01',
  'shaggy',
  'fro',
];
const HAIR_BY_GENDER: Record<Gender, Top[]> = {
  FEMALE: LONG_HAIR,
  MALE: SHORT_HAIR,
  NON_BINARY: [...LONG_HAIR, ...SHORT_HAIR],
};
const BACKGROUNDS = [
  'fde7a9',
  'c9ecd8',
  'cfe3fb',
  'fbd5d0',
  'e3d7f7',
  'ffd9b3',
  'd4efef',
  'f6e1c6',
];
const CLOTHING: NonNullable<Options['clothing']> = [
  'blazerAndShirt',
  'blazerAndSweater',
  'collarAndSweater',
  'hoodie',
  'overall',
  'shirtCrewNeck',
  'shirtScoopNeck',
  'shirtVNeck',
];
const CLOTHES = ['262e33', '5199e4', '25557c', 'e6e6e6', '3c4f5c', 'ff5c5c', 'a7ffc4', 'ffafb9'];
/** A first photo that smiles at you, and a second one a little more playful. */
const FACES: Pick<Options, 'eyes' | 'eyebrows' | 'mouth'>[][] = [
  [
    { eyes: ['default'], eyebrows: ['defaultNatural'], mouth: ['smile'] },
    { eyes: ['happy'], eyebrows: ['default'], mouth: ['smile'] },
    { eyes: ['default'], eyebrows: ['raisedExcitedNatural'], mouth: ['default'] },
  ],
  [
    { eyes: ['happy'], eyebrows: ['raisedExcited'], mouth: ['twinkle'] },
    { eyes: ['squint'], eyebrows: ['defaultNatural'], mouth: ['smile'] },
    { eyes: ['wink'], eyebrows: ['default'], mouth: ['twinkle'] },
  ],
];

/**
 * The person: what stays the same across their photos. Strides that share no factor with the
 * list lengths spread skin tones, hair colours and styles evenly over the members.
 */
function look(index: number, gender: Gender): Options {
  const tops = HAIR_BY_GENDER[gender];
  const hair = HAIR[(index * 3) % HAIR.length]!;
  return {
    skinColor: [SKIN[(index * 2 + 1) % SKIN.length]!],
    hairColor: [hair],
    facialHairColor: [hair],
    top: [tops[(index * 7) % tops.length]!],
    facialHair: [choose(['beardLight', 'beardMedium'] as const, index, 6)],
    facialHairProbability: gender === 'MALE' && hash(index, 3) % 5 < 2 ? 100 : 0,
    accessories: [choose(['prescription01', 'prescription02', 'round'] as const, index, 7)],
    accessoriesProbability: index % 6 === 4 ? 100 : 0,
  };
}

/** The photo: background, clothes, expression, and sunglasses now and then. */
function shot(index: number, photo: number, person: Options): Options {
  const offset = photo === 0 ? 0 : 1 + (hash(index, 8) % (BACKGROUNDS.length - 1));
  const sunglasses = photo === 1 && person.accessoriesProbability === 0 && hash(index, 9) % 4 === 0;
  return {
    ...person,
    ...choose(FACES[photo]!, index, 10),
    backgroundColor: [BACKGROUNDS[(hash(index, 11) + offset) % BACKGROUNDS.length]!],
    clothing: [CLOTHING[(hash(index, 12) + photo * 3) % CLOTHING.length]!],
    clothesColor: [CLOTHES[(hash(index, 13) + photo * 5) % CLOTHES.length]!],
    ...(sunglasses && { accessories: ['sunglasses'], accessoriesProbability: 100 }),
  };
}

// createSeedDb runs before every story, and drawing 80 avatars costs tens of milliseconds: each
// portrait is drawn once per page load and reused.
const drawn = new Map<string, string>();

/** A member's photo as an SVG data URL: local, offline, and the same bytes on every run. */
export function portrait(index: number, gender: Gender, photo = 0): string {
  const key = `${index}:${gender}:${photo}`;
  let url = drawn.get(key);
  if (!url) {
    const options = shot(index, photo, look(index, gender));
    url = svgDataUrl(createAvatar(avataaars, { seed: key, ...options }).toString());
    drawn.set(key, url);
  }
  return url;
}
