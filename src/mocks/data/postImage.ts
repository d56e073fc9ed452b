import type { Motif } from './content/posts';
import { svgDataUrl } from './svgDataUrl';
import { hash } from './variety';

/*
 * Post pictures, drawn here as flat illustrations: the theme's colours, soft light, and a motif
 * for what the post is about. Shapes only, no text or emoji, so they look the same on every
 * machine and in every screenshot.
 */

type Palette = { from: string; to: string; accent: string; second: string };

const PALETTES: Record<string, Palette> = {
  Brazilian: { from: '#0f8a5f', to: '#f2c230', accent: '#1d4ed8', second: '#fff3b0' },
  German: { from: '#23414d', to: '#d9972b', accent: '#c2410c', second: '#fde8c8' },
  Indian: { from: '#f08a24', to: '#c2255c', accent: '#ffd43b', second: '#5f3dc4' },
  Japanese: { from: '#25335e', to: '#ee9fb4', accent: '#e03131', second: '#ffe3ea' },
  Mexican: { from: '#d6336c', to: '#0ca678', accent: '#fab005', second: '#4dabf7' },
  Chinese: { from: '#b91c1c', to: '#f59f00', accent: '#ffd43b', second: '#7c2d12' },
  Italian: { from: '#b4441b', to: '#7a9a2e', accent: '#f4e3c1', second: '#2f6b3a' },
  French: { from: '#1e3a8a', to: '#b197fc', accent: '#f783ac', second: '#e7f5ff' },
};
const FALLBACK: Palette = { from: '#b7791f', to: '#f6c244', accent: '#2b6cb0', second: '#fff5d6' };

const steam = (x: number) =>
  `<path d='M${x} 150q-14-22 0-44t0-44' stroke='#fff' stroke-width='8' stroke-linecap='round' fill='none' opacity='.75'/>`;

/** A steaming bowl on a plate. */
const soupBowl = (p: Palette) =>
  `<ellipse cx='320' cy='300' rx='190' ry='26' fill='#000' opacity='.15'/>` +
  `<ellipse cx='320' cy='270' rx='170' ry='44' fill='#fff'/>` +
  `<ellipse cx='320' cy='266' rx='124' ry='30' fill='${p.second}'/>` +
  `<path d='M200 178h240a120 92 0 0 1-240 0z' fill='${p.accent}'/>` +
  `<ellipse cx='320' cy='178' rx='120' ry='20' fill='${p.second}'/>` +
  `<circle cx='282' cy='176' r='14' fill='${p.from}'/><circle cx='330' cy='170' r='11' fill='${p.to}'/>` +
  `<circle cx='364' cy='180' r='9' fill='#fff'/>` +
  steam(280) +
  steam(320) +
  steam(360);

/** Something to share, seen from above, with a cup on the side. */
const sharingPlate = (p: Palette) => {
  // Seven bites round the plate's rim, the centre left for a dip.
  const rim = [
    [392, 226],
    [357, 253],
    [280, 259],
    [217, 241],
    [217, 211],
    [280, 193],
    [357, 199],
  ] as const;
  const bites = rim.map(([x, y], i) => {
    return (
      `<ellipse cx='${x}' cy='${y}' rx='30' ry='19' fill='${i % 2 ? p.accent : p.second}'/>` +
      `<ellipse cx='${x - 8}' cy='${y - 6}' rx='10' ry='5' fill='#fff' opacity='.5'/>`
    );
  });
  return (
    `<ellipse cx='330' cy='290' rx='230' ry='30' fill='#000' opacity='.15'/>` +
    `<ellipse cx='300' cy='232' rx='170' ry='66' fill='#fff'/>` +
    `<ellipse cx='300' cy='228' rx='136' ry='48' fill='${p.to}' opacity='.35'/>` +
    bites.join('') +
    `<circle cx='300' cy='226' r='16' fill='${p.from}'/>` +
    `<path d='M486 170h64v70q0 22-22 22h-20q-22 0-22-22z' fill='#fff'/>` +
    `<path d='M550 186q24 0 24 20t-24 20' stroke='#fff' stroke-width='8' fill='none'/>` +
    `<ellipse cx='518' cy='172' rx='30' ry='7' fill='${p.accent}'/>` +
    steam(518)
  );
};

const MOTIFS: Record<Motif, (p: Palette, variant: number) => string> = {
  food: (p, variant) => (variant % 2 ? sharingPlate(p) : soupBowl(p)),
  festival: (p) => {
    const flags = Array.from({ length: 11 }, (_, i) => {
      const x = i * 64;
      const y = 48 + 64 * (i / 10) * (1 - i / 10) * 2;
      const fill = [p.accent, '#fff', p.second][i % 3];
      return `<path d='M${x - 22} ${y}h44l-22 52z' fill='${fill}'/>`;
    }).join('');
    const lantern = (x: number, y: number, fill: string) =>
      `<path d='M${x} 0V${y}' stroke='#fff' stroke-width='3' opacity='.6'/>` +
      `<rect x='${x - 12}' y='${y}' width='24' height='10' rx='2' fill='${p.second}'/>` +
      `<ellipse cx='${x}' cy='${y + 52}' rx='38' ry='44' fill='${fill}'/>` +
      `<path d='M${x} ${y + 10}v84M${x - 20} ${y + 16}q-14 36 0 72M${x + 20} ${y + 16}q14 36 0 72' stroke='#000' stroke-opacity='.15' stroke-width='3' fill='none'/>`;
    return (
      `<path d='M-20 44Q320 140 660 44' stroke='#fff' stroke-width='3' fill='none'/>` +
      flags +
      lantern(220, 150, p.accent) +
      lantern(330, 118, '#fff') +
      lantern(440, 160, p.second)
    );
  },
  language: (p) =>
    `<rect x='130' y='90' width='250' height='140' rx='36' fill='#fff'/>` +
    `<path d='M180 226l-26 56 72-56z' fill='#fff'/>` +
    `<rect x='170' y='128' width='170' height='16' rx='8' fill='${p.from}' opacity='.55'/>` +
    `<rect x='170' y='158' width='120' height='16' rx='8' fill='${p.from}' opacity='.35'/>` +
    `<rect x='170' y='188' width='146' height='16' rx='8' fill='${p.from}' opacity='.35'/>` +
    `<rect x='300' y='170' width='220' height='118' rx='32' fill='${p.accent}'/>` +
    `<path d='M470 284l34 48-80-48z' fill='${p.accent}'/>` +
    `<circle cx='364' cy='230' r='12' fill='#fff'/><circle cx='410' cy='230' r='12' fill='#fff'/>` +
    `<circle cx='456' cy='230' r='12' fill='#fff'/>`,
  news: (p) =>
    `<g transform='rotate(-5 320 190)'>` +
    `<rect x='178' y='64' width='284' height='250' rx='10' fill='#000' opacity='.15' transform='translate(10 12)'/>` +
    `<rect x='178' y='64' width='284' height='250' rx='10' fill='#fff'/>` +
    `<rect x='202' y='88' width='236' height='26' rx='6' fill='${p.from}'/>` +
    `<rect x='202' y='130' width='112' height='84' rx='6' fill='${p.accent}'/>` +
    `<circle cx='238' cy='162' r='14' fill='${p.second}'/>` +
    `<path d='M202 214l40-34 30 24 42-36v46z' fill='${p.from}' opacity='.6'/>` +
    [130, 150, 170, 190, 210]
      .map((y) => `<rect x='330' y='${y}' width='108' height='9' rx='4' fill='#adb5bd'/>`)
      .join('') +
    [236, 256, 276]
      .map(
        (y) =>
          `<rect x='202' y='${y}' width='${y === 276 ? 150 : 236}' height='9' rx='4' fill='#ced4da'/>`,
      )
      .join('') +
    `</g>`,
  film: (p) => {
    const holes = Array.from({ length: 12 }, (_, i) => {
      const x = 14 + i * 56;
      return `<rect x='${x}' y='122' width='26' height='16' rx='4' fill='#fff' opacity='.85'/><rect x='${x}' y='262' width='26' height='16' rx='4' fill='#fff' opacity='.85'/>`;
    }).join('');
    const frames = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x='${40 + i * 150}' y='148' width='126' height='104' rx='8' fill='${[p.second, p.accent, '#fff', p.second][i]}'/>`,
      )
      .join('');
    return (
      `<g transform='rotate(-7 320 200)'>` +
      `<rect x='-20' y='110' width='680' height='180' fill='#1f1f24'/>` +
      holes +
      frames +
      `<path d='M368 176v48l40-24z' fill='${p.from}'/>` +
      `</g>`
    );
  },
  picnic: (p) =>
    `<circle cx='500' cy='96' r='46' fill='#fff3bf'/>` +
    `<path d='M0 250Q180 170 360 236T640 214V360H0z' fill='${p.second}' opacity='.9'/>` +
    `<path d='M0 300Q220 240 420 286T640 276V360H0z' fill='#2f9e44'/>` +
    `<defs><pattern id='check' width='36' height='36' patternUnits='userSpaceOnUse'>` +
    `<rect width='36' height='36' fill='#fff'/><rect width='18' height='18' fill='${p.accent}'/>` +
    `<rect x='18' y='18' width='18' height='18' fill='${p.accent}'/></pattern></defs>` +
    `<path d='M200 262h250l50 64H150z' fill='url(#check)'/>` +
    `<circle cx='260' cy='286' r='14' fill='#e03131'/><circle cx='290' cy='294' r='12' fill='#fab005'/>` +
    `<rect x='360' y='262' width='60' height='40' rx='8' fill='#8d5524'/>` +
    `<path d='M366 266q24-40 48 0' stroke='#8d5524' stroke-width='6' fill='none'/>`,
  suitcase: (p) =>
    `<ellipse cx='320' cy='318' rx='170' ry='18' fill='#000' opacity='.15'/>` +
    `<path d='M280 104v-24q0-12 12-12h56q12 0 12 12v24' stroke='#3b2f2f' stroke-width='12' fill='none'/>` +
    `<rect x='170' y='100' width='300' height='210' rx='28' fill='${p.accent}'/>` +
    `<rect x='220' y='100' width='22' height='210' fill='#000' opacity='.18'/>` +
    `<rect x='398' y='100' width='22' height='210' fill='#000' opacity='.18'/>` +
    `<circle cx='300' cy='170' r='30' fill='#fff'/><circle cx='300' cy='170' r='18' fill='${p.from}'/>` +
    `<rect x='318' y='216' width='64' height='42' rx='6' fill='${p.second}' transform='rotate(8 350 237)'/>` +
    `<path d='M440 240l16 28 32-4-22 24 10 30-28-16-28 14 8-30-22-22 32 2z' fill='#fff' opacity='.9'/>`,
};

/** A post's picture: its theme's colours and light, with the motif of what the post is about. */
export function postImage(theme: string | null, motif: Motif, variant: number): string {
  const p = (theme && PALETTES[theme]) || FALLBACK;
  const lights = Array.from({ length: 7 }, (_, i) => {
    const h = hash(variant, i);
    return `<circle cx='${h % 640}' cy='${(h >>> 10) % 360}' r='${18 + ((h >>> 20) % 60)}' fill='#fff' opacity='.${1 + (i % 2)}'/>`;
  }).join('');
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 360'>` +
      `<defs><linearGradient id='sky' x1='0' y1='0' x2='1' y2='1'>` +
      `<stop offset='0' stop-color='${p.from}'/><stop offset='1' stop-color='${p.to}'/></linearGradient></defs>` +
      `<rect width='640' height='360' fill='url(#sky)'/>` +
      lights +
      MOTIFS[motif](p, variant) +
      `</svg>`,
  );
}
