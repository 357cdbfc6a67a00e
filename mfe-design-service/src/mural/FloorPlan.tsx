import { room } from './room';

const scale = 20;
/** Room around the walls: the dimensions sit above and to the right; labels are sized to stay readable on a phone. */
const margin = { top: 46, right: 46, bottom: 12, left: 12 };
const labelSize = 17;

/** The room from above, to scale: 19 ft × 11 ft, with the door and the window. */
export function FloorPlan() {
  const width = room.length * scale;
  const depth = room.width * scale;
  const x0 = margin.left;
  const y0 = margin.top;
  const doorX = x0 + room.door.from * scale;
  const doorWidth = room.door.width * scale;
  const windowX = x0 + room.window.from * scale;
  const windowWidth = room.window.width * scale;
  const sideX = x0 + width + 16;

  return (
    <svg
      viewBox={`0 0 ${margin.left + width + margin.right} ${margin.top + depth + margin.bottom}`}
      role="img"
      aria-labelledby="floor-plan-title"
      aria-describedby="floor-plan-desc"
    >
      <title id="floor-plan-title">Floor plan of the Play Harbor room</title>
      <desc id="floor-plan-desc">
        A 19 by 11 foot room with a 9 foot ceiling. The window is on the north wall; the door is on the south wall.
      </desc>
      <rect x={x0} y={y0} width={width} height={depth} fill="#fbf8f3" stroke="#2a2233" strokeWidth={6} />
      <line x1={windowX} y1={y0} x2={windowX + windowWidth} y2={y0} stroke="#7fb7a4" strokeWidth={10} />
      <line x1={windowX} y1={y0 - 5} x2={windowX + windowWidth} y2={y0 - 5} stroke="#2a2233" strokeWidth={1.5} />
      <line x1={windowX} y1={y0 + 5} x2={windowX + windowWidth} y2={y0 + 5} stroke="#2a2233" strokeWidth={1.5} />
      <text x={windowX + windowWidth / 2} y={y0 + 28} textAnchor="middle" fontSize={labelSize} fill="#2d6f7a">
        Window
      </text>

      <line x1={doorX} y1={y0 + depth} x2={doorX + doorWidth} y2={y0 + depth} stroke="#fbf8f3" strokeWidth={8} />
      <path
        d={`M${doorX} ${y0 + depth} L${doorX} ${y0 + depth - doorWidth} A${doorWidth} ${doorWidth} 0 0 1 ${doorX + doorWidth} ${y0 + depth}`}
        fill="none"
        stroke="#a04f8f"
        strokeWidth={2}
      />
      <text
        x={doorX + doorWidth / 2}
        y={y0 + depth - doorWidth - 8}
        textAnchor="middle"
        fontSize={labelSize}
        fill="#a04f8f"
      >
        Door
      </text>

      <g stroke="#5d5468" strokeWidth={1.5} fill="#5d5468" fontSize={labelSize}>
        <line x1={x0} y1={y0 - 16} x2={x0 + width} y2={y0 - 16} />
        <line x1={x0} y1={y0 - 22} x2={x0} y2={y0 - 10} />
        <line x1={x0 + width} y1={y0 - 22} x2={x0 + width} y2={y0 - 10} />
        <text x={x0 + width / 2} y={y0 - 24} textAnchor="middle" stroke="none">
          {room.length} ft
        </text>
        <line x1={sideX} y1={y0} x2={sideX} y2={y0 + depth} />
        <line x1={sideX - 6} y1={y0} x2={sideX + 6} y2={y0} />
        <line x1={sideX - 6} y1={y0 + depth} x2={sideX + 6} y2={y0 + depth} />
        <text
          x={sideX + 10}
          y={y0 + depth / 2}
          textAnchor="middle"
          stroke="none"
          transform={`rotate(90 ${sideX + 10} ${y0 + depth / 2})`}
        >
          {room.width} ft
        </text>
      </g>
      <text
        x={x0 + width / 2}
        y={y0 + depth / 2 + 6}
        textAnchor="middle"
        fontSize={labelSize + 2}
        fill="#2a2233"
        fontWeight={600}
      >
        Ceiling height: {room.height} ft
      </text>
    </svg>
  );
}
