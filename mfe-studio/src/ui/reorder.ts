/** The list with the item at `from` moved to `to`; the others keep their order. */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const moved = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return moved;
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}

/**
 * Where a dragged row lands: the number of the other rows whose middle is above the pointer.
 * `middles` are those rows' vertical middles, in their order on the page.
 */
export function dropIndex(middles: readonly number[], pointerY: number): number {
  return middles.filter((middle) => middle < pointerY).length;
}
