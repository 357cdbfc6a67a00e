import { room, walls, waveColours } from './room';

const scale = 12;

/** The four walls unfolded side by side, with the wave pattern flowing across all of them. */
export function WallMockup() {
  const totalLength = walls.reduce((sum, wall) => sum + wall.length, 0);
  const width = totalLength * scale;
  const height = room.height * scale;
  const starts = walls.map((_, index) => walls.slice(0, index).reduce((sum, wall) => sum + wall.length, 0) * scale);
  const southStart = starts[2]!;

  // Each band is one continuous wave over the whole run of walls, so it flows around corners.
  const bands = waveColours.map((colour, index) => {
    const base = height * (0.18 + index * 0.17);
    const amplitude = 8 + index * 2;
    const points: string[] = [];
    for (let x = 0; x <= width; x += 12) {
      const y = base + amplitude * Math.sin((x / width) * Math.PI * 6 + index * 0.9);
      points.push(`${x},${y.toFixed(1)}`);
    }
    return <path key={colour} d={`M0 ${height} L${points.join(' L')} L${width} ${height} Z`} fill={colour} />;
  });

  return (
    <svg
      viewBox={`0 -4 ${width} ${height + 34}`}
      role="img"
      aria-labelledby="mockup-title"
      aria-describedby="mockup-desc"
    >
      <title id="mockup-title">Colour mock-up of the wave pattern</title>
      <desc id="mockup-desc">
        The north, east, south and west walls unfolded side by side. Bands of navy, teal, sea green, sand and coral flow
        as waves across all four walls.
      </desc>
      <rect width={width} height={height} fill="#fdf6e8" />
      {bands}
      <rect
        x={room.window.from * scale}
        y={(room.height - room.window.top) * scale}
        width={room.window.width * scale}
        height={(room.window.top - room.window.sill) * scale}
        fill="#dff1f5"
        stroke="#2a2233"
        strokeWidth={1.5}
      />
      <rect
        x={southStart + room.door.from * scale}
        y={(room.height - room.door.height) * scale}
        width={room.door.width * scale}
        height={room.door.height * scale}
        fill="#c9a27a"
        stroke="#2a2233"
        strokeWidth={1.5}
      />
      {walls.map((wall, index) => (
        <g key={wall.name}>
          {index > 0 && (
            <line x1={starts[index]} y1={0} x2={starts[index]} y2={height} stroke="#2a2233" strokeDasharray="4 4" />
          )}
          <text
            x={starts[index]! + (wall.length * scale) / 2}
            y={height + 22}
            textAnchor="middle"
            fontSize={13}
            fill="#2a2233"
          >
            {wall.name} · {wall.length} ft
          </text>
        </g>
      ))}
      <rect width={width} height={height} fill="none" stroke="#2a2233" strokeWidth={2} />
    </svg>
  );
}
