/** The Play Harbor room, in feet: what the floor plan and the mock-up are drawn from. */
export const room = {
  length: 19,
  width: 11,
  height: 9,
  /** On the south wall, measured from its west end. */
  door: { from: 2, width: 3, height: 7 },
  /** On the north wall, measured from its west end. */
  window: { from: 8, width: 6, sill: 3, top: 7 },
};

/** The walls in the order the wrap runs around the room, with their lengths. */
export const walls = [
  { name: 'North wall', length: room.length },
  { name: 'East wall', length: room.width },
  { name: 'South wall', length: room.length },
  { name: 'West wall', length: room.width },
] as const;

export const waveColours = ['#1f3b73', '#2d6f7a', '#7fb7a4', '#f4e3b5', '#e98a6b'];
