import { useId } from 'react';

/** The business's logo mark: a brush stroke crossing a sunrise. */
export function BrandMark({ size = 36 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b3a8c" />
          <stop offset="1" stopColor="#b0537f" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="23" fill={`url(#${gradient})`} />
      <path d="M9 31c5-4 10-6 15-6s10 2 15 6" fill="none" stroke="#f7d98b" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M24 9v26M17 17h14" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}
