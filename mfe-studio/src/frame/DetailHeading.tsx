import { Link } from 'react-router';
import page from './StudioPage.module.css';

interface DetailHeadingProps {
  /** The list this page was opened from, and the words of the way back to it: “All messages”. */
  back: { to: string; label: string };
  /** The heading's id, which the screen's section is labelled by. */
  id: string;
  title: string;
}

/** The top of a page of one thing: the way back to its list, then its heading. */
export function DetailHeading({ back, id, title }: DetailHeadingProps) {
  return (
    <>
      <p className={page.back}>
        <Link to={back.to}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </p>
      <h1 id={id} className={page.longTitle}>
        {title}
      </h1>
    </>
  );
}
