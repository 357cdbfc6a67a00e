/** `1 order`, `3 orders`, `1,204 visits`: a count with the word for it. */
export const plural = (count: number, one: string, many: string): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
