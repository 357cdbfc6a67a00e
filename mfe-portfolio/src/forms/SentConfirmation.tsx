import { useEffect, useRef, type ReactNode } from 'react';

interface SentConfirmationProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/**
 * The thank-you that takes a sent form's place. The form was taller, so without a move the
 * thank-you would sit above the screen with the focus lost to the page: its heading takes the
 * focus, which also scrolls it into view.
 */
export function SentConfirmation({ title, className, children }: SentConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={className}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}
