import * as styles from './Hero.css';

// Drawn locally (no remote photos): a honeycomb of bees from different places, joined by a flight path.
const cells = [
  { x: 120, y: 70, label: 'AL', fill: '#f7bd2f' },
  { x: 250, y: 40, label: 'KS', fill: '#fbdd8c' },
  { x: 330, y: 160, label: 'PM', fill: '#f2a900' },
  { x: 90, y: 220, label: 'LD', fill: '#fdefc8' },
  { x: 220, y: 250, label: 'OA', fill: '#f7bd2f' },
];

const hexagon = (cx: number, cy: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

export function HeroArt() {
  return (
    <div className={styles.heroArt} aria-hidden>
      <svg viewBox="0 0 420 330" className={styles.heroSvg}>
        <path
          d="M120 70 C 180 10, 220 20, 250 40 S 340 110, 330 160 S 260 270, 220 250 S 60 260, 90 220 S 70 110, 120 70"
          fill="none"
          stroke="#9a5b00"
          strokeWidth="3"
          strokeDasharray="6 10"
          strokeLinecap="round"
        />
        {cells.map((cell) => (
          <g key={cell.label}>
            <polygon
              points={hexagon(cell.x, cell.y, 46)}
              fill={cell.fill}
              stroke="#2b1a05"
              strokeWidth="3"
            />
            <circle cx={cell.x} cy={cell.y - 8} r="13" fill="#2b1a05" />
            <path d={`M${cell.x - 22} ${cell.y + 26} q22 -30 44 0`} fill="#2b1a05" />
          </g>
        ))}
        <g transform="translate(300 60)">
          <ellipse cx="0" cy="0" rx="20" ry="14" fill="#f2a900" stroke="#2b1a05" strokeWidth="3" />
          <path d="M-6 -13v26M6 -13v26" stroke="#2b1a05" strokeWidth="4" />
          <ellipse cx="-4" cy="-20" rx="10" ry="7" fill="#fff" stroke="#2b1a05" strokeWidth="2" />
          <ellipse cx="8" cy="-19" rx="10" ry="7" fill="#fff" stroke="#2b1a05" strokeWidth="2" />
        </g>
      </svg>
    </div>
  );
}
