/**
 * A locally drawn portrait as an SVG data URL: background, skin, hair and shirt colours picked
 * from the member's seed. No remote image is ever loaded, and the bytes are the same every run.
 */
const backgrounds = ['#fdefc8', '#dcf5e3', '#e3ecfb', '#fde3e1', '#efe3fb', '#fff1c2'];
const skins = ['#f6d7b8', '#e8b98f', '#c68c5b', '#a86f43', '#7a4a2a', '#5a3520'];
const hairs = ['#2b1a05', '#5b3a1a', '#a0522d', '#d9a441', '#1d1b17', '#8a8578'];
const shirts = ['#f2a900', '#1f5fbf', '#16703a', '#c52a1f', '#6e3f02', '#45423b'];

const pick = (list: string[], seed: number, salt: number) =>
  list[(seed * 7 + salt * 13) % list.length]!;

export function portrait(seed: number, variant = 0): string {
  const s = seed + variant * 5;
  const longHair = s % 2 === 0;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240">` +
    `<rect width="200" height="240" fill="${pick(backgrounds, s, 1)}"/>` +
    (longHair
      ? `<rect x="52" y="70" width="96" height="110" rx="40" fill="${pick(hairs, s, 2)}"/>`
      : '') +
    `<ellipse cx="100" cy="250" rx="86" ry="70" fill="${pick(shirts, s, 3)}"/>` +
    `<rect x="86" y="140" width="28" height="36" fill="${pick(skins, s, 4)}"/>` +
    `<ellipse cx="100" cy="110" rx="42" ry="48" fill="${pick(skins, s, 4)}"/>` +
    `<path d="M58 100 Q100 ${40 + (s % 20)} 142 100 Q140 62 100 60 Q60 62 58 100Z" fill="${pick(hairs, s, 2)}"/>` +
    `<circle cx="84" cy="112" r="4" fill="#1d1b17"/><circle cx="116" cy="112" r="4" fill="#1d1b17"/>` +
    `<path d="M86 132 Q100 ${140 + (s % 6)} 114 132" stroke="#1d1b17" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
