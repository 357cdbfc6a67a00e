import { Link } from 'react-router';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { policyPagesVerse, sitePolicies } from 'shared-contracts/site-policies';
import { useSiteText } from 'shared-contracts/site-words';
import { FormattedText } from './FormattedText';
import styles from './PolicyPage.module.css';

/** The policy pages and the FAQ, each a part of the site she edits. */
export type PolicyPart = keyof ReturnType<typeof sitePolicies>;

/** In UTC, so that the server and the browser name the same day. */
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A day kept as YYYY-MM-DD, as the page shows it ("November 27, 2026"); null if it is not one. */
function formatDay(day: string | undefined): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

/**
 * A page of the shop's policies, or its FAQ: the artist's words (`<part>.lead`, `<part>.text`)
 * under the page's fixed title, the day she last changed them (the spec's date until she does),
 * then how to ask about them.
 */
export function PolicyPage({ part }: { part: PolicyPart }) {
  const { words, prices, changed } = useSiteText();
  const spec = sitePolicies(prices)[part];
  const email = words['contact.email'];
  return (
    <section className="container page">
      <h1 className="page-title">{spec.title}</h1>
      <p className="page-subtitle">{words[`${part}.lead`]}</p>
      <article className={styles.text}>
        <p className={styles.updated}>Last updated {formatDay(changed[part]) ?? spec.updated}</p>
        <FormattedText text={words[`${part}.text`]} className={styles.body} />
      </article>
      <aside className={styles.ask} aria-labelledby="policy-questions">
        <h2 id="policy-questions">Still have a question?</h2>
        <p>
          Write to <a href={`mailto:${email}`}>{email}</a> or send a message through the{' '}
          <Link to={sitePaths.contact}>contact page</Link>. {siteConfig.artistName} replies within 24-48 hours.
        </p>
      </aside>
      <blockquote className="scripture">
        <p>&ldquo;{policyPagesVerse.text}&rdquo;</p>
        <cite>{policyPagesVerse.reference}</cite>
      </blockquote>
    </section>
  );
}
