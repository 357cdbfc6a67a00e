import { room, walls, waveColours } from './room';
import styles from './WallMockup.module.css';

const scale = 12;
const wallHeight = room.height * scale;
/** Space under a row of walls for their names. */
const labelRoom = 30;
const rowGap = 10;
const starts = walls.map((_, index) => walls.slice(0, index).reduce((sum, wall) => sum + wall.length, 0) * scale);
const runLength = walls.reduce((sum, wall) => sum + wall.length, 0) * scale;

/** The window and the door, on the walls that have them: from the wall's west end, sill to top, in feet. */
const openings: Partial<
  Record<(typeof walls)[number]['name'], { from: number; width: number; sill: number; top: number; fill: string }>
> = {
  'North wall': { ...room.window, fill: '#dff1f5' },
  'South wall': { from: room.door.from, width: room.door.width, sill: 0, top: room.door.height, fill: '#c9a27a' },
};

/**
 * One band of the pattern between two points of the unfolded run of walls. Each band is one
 * continuous wave over the whole run, so it flows around corners, and from one row into the next.
 */
function bandPath(band: number, from: number, to: number) {
  const base = wallHeight * (0.18 + band * 0.17);
  const amplitude = 8 + band * 2;
  const points: string[] = [];
  for (let x = from; x <= to; x += 12) {
    const y = base + amplitude * Math.sin((x / runLength) * Math.PI * 6 + band * 0.9);
    points.push(`${x - from},${y.toFixed(1)}`);
  }
  return `M0 ${wallHeight} L${points.join(' L')} L${to - from} ${wallHeight} Z`;
}

/** The walls `first` to `last`, side by side from the row's own left edge, each named below. */
function WallRow({ first, last, labelSize }: { first: number; last: number; labelSize: number }) {
  const from = starts[first]!;
  const to = starts[last]! + walls[last]!.length * scale;
  return (
    <>
      <rect width={to - from} height={wallHeight} fill="#fdf6e8" />
      {waveColours.map((colour, band) => (
        <path key={colour} d={bandPath(band, from, to)} fill={colour} />
      ))}
      {walls.map((wall, index) => {
        if (index < first || index > last) return null;
        const opening = openings[wall.name];
        return (
          <g key={wall.name} transform={`translate(${starts[index]! - from} 0)`}>
            {opening && (
              <rect
                x={opening.from * scale}
                y={(room.height - opening.top) * scale}
                width={opening.width * scale}
                height={(opening.top - opening.sill) * scale}
                fill={opening.fill}
                stroke="#2a2233"
                strokeWidth={1.5}
              />
            )}
            {index > first && <line x1={0} y1={0} x2={0} y2={wallHeight} stroke="#2a2233" strokeDasharray="4 4" />}
            <text
              x={(wall.length * scale) / 2}
              y={wallHeight + 22}
              textAnchor="middle"
              fontSize={labelSize}
              fill="#2a2233"
            >
              {wall.name} · {wall.length} ft
            </text>
          </g>
        );
      })}
      <rect width={to - from} height={wallHeight} fill="none" stroke="#2a2233" strokeWidth={2} />
    </>
  );
}

/**
 * The four walls unfolded, with the wave pattern flowing across all of them: in one row where
 * the box is wide enough for their names to be read, else north and east above south and west.
 */
export function WallMockup() {
  const rowHeight = wallHeight + labelRoom;
  return (
    <div
      className={styles.mockup}
      role="img"
      aria-label="Colour mock-up of the wave pattern"
      aria-describedby="mockup-desc"
    >
      <p id="mockup-desc" hidden>
        The north, east, south and west walls unfolded side by side. Bands of navy, teal, sea green, sand and coral flow
        as waves across all four walls.
      </p>
      <svg className={styles.oneRow} viewBox={`0 -4 ${runLength} ${rowHeight + 4}`}>
        <WallRow first={0} last={3} labelSize={13} />
      </svg>
      <svg className={styles.twoRows} viewBox={`0 -4 ${starts[2]} ${2 * rowHeight + rowGap + 4}`}>
        <WallRow first={0} last={1} labelSize={14} />
        <g transform={`translate(0 ${rowHeight + rowGap})`}>
          <WallRow first={2} last={3} labelSize={14} />
        </g>
      </svg>
    </div>
  );
}
