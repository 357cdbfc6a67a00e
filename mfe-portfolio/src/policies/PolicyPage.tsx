import { Link } from 'react-router';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { policyPagesVerse, type PolicyText } from 'shared-contracts/site-policies';
import styles from './PolicyPage.module.css';

/** A page of the shop's policies, or its FAQ: the artist's words, then how to ask about them. */
export function PolicyPage({ text }: { text: PolicyText }) {
  return (
    <section className="container page">
      <h1 className="page-title">{text.title}</h1>
      <p className="page-subtitle">{text.lead}</p>
      <article className={styles.text}>
        <p className={styles.updated}>Last updated {text.updated}</p>
        {text.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2>{section.heading}</h2>
            {section.body.map((block) =>
              typeof block === 'string' ? (
                <p key={block}>{block}</p>
              ) : (
                <ul key={block.join()}>
                  {block.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </article>
      <aside className={styles.ask} aria-labelledby="policy-questions">
        <h2 id="policy-questions">Still have a question?</h2>
        <p>
          Write to <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a> or send a message through
          the <Link to={sitePaths.contact}>contact page</Link>. {siteConfig.artistName} replies within 24-48 hours.
        </p>
      </aside>
      <blockquote className="scripture">
        <p>&ldquo;{policyPagesVerse.text}&rdquo;</p>
        <cite>{policyPagesVerse.reference}</cite>
      </blockquote>
    </section>
  );
}
