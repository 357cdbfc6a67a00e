import type { ReactNode } from 'react';
import page from './StudioPage.module.css';

interface PageHeadingProps {
  /** The heading's id, which the screen's section is labelled by. */
  id: string;
  title: string;
  /** The screen's one action beside the heading: Add artwork, Export CSV. */
  children: ReactNode;
  /** Replaces the shared heading class, for a screen that composes its own from it. */
  className?: string;
}

/** A screen's heading with its one action beside it, or under it when they do not fit. */
export function PageHeading({ id, title, children, className = page.heading }: PageHeadingProps) {
  return (
    <div className={className}>
      <h1 id={id} className={page.title}>
        {title}
      </h1>
      {children}
    </div>
  );
}
