/** Line icons for the portfolio, drawn on a 24-unit grid in the current text colour. */
const paths = {
  crown: 'M3 18h18M4 18l-1-10 5 4 4-7 4 7 5-4-1 10',
  football: 'M5 19C3 12 6 6 12 4c6-2 8 0 8 0s2 2 0 8c-2 6-8 9-15 7zM9 15l6-6M10 11l3 3M12 9l3 3',
  paw: 'M12 21c-3 0-5-2-5-4s2-4 5-4 5 2 5 4-2 4-5 4zM6 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM9.5 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM14.5 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  palette:
    'M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2s-1-2 0-3 3 0 4-.5S21 13 21 11c0-4.5-4-8-9-8zM7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01M17 11h.01',
  frame: 'M4 4h16v16H4zM7 16l3-4 2 3 3-5 2 6M8.5 8.5h.01',
  brush: 'M18 3l3 3-9 9-3-3zM9 12c-3 0-4 2-4 4 0 1-1 2-2 2 2 2 5 2 7 0 1-1 2-3-1-6z',
  shirt: 'M8 3l4 2 4-2 5 4-3 3-2-1v12H8V9l-2 1-3-3z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  calendar: 'M4 5h16v15H4zM4 10h16M9 3v4M15 3v4',
  instagram: 'M4 4h16v16H4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17 7h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  pinterest: 'M12 3a9 9 0 0 0-3.3 17.4l1.6-6.5M9.5 14c.5 2 4.5 2.5 6-1s0-8-4.5-8S5 9 7 12',
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c1 1 1 2 1 3h6c0-1 0-2 1-3A6 6 0 0 0 12 3z',
  pencil: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 4 6 4 6 6s3 2 6 2zM12 8c2-4 6-4 6-2s-3 2-6 2z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
