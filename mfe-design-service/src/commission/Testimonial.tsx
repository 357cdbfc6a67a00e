import { useState, type FormEvent } from 'react';
import type { CommissionView } from 'shared-contracts/commissions';
import { siteConfig } from 'shared-contracts/site-config';
import { CheckField, FormFailure, TextField } from './FormControls';
import { useCommissionAction, type Acting } from './use-commission-action';
import layout from '../proposal-page.module.css';
import styles from './CommissionScreen.module.css';

/**
 * The client's words about their project, which she may show with their consent beside it on
 * the Custom Paintings page; once given, the words they gave.
 */
export function Testimonial({
  testimonial,
  offered,
  acting,
}: {
  testimonial: CommissionView['testimonial'];
  offered: boolean;
  acting: Acting | null;
}) {
  if (testimonial) {
    return (
      <section className={layout.section} aria-labelledby="testimonial-title">
        <h2 id="testimonial-title">Your words</h2>
        <blockquote className={styles.quote}>
          <p>{testimonial.text}</p>
          <footer>{testimonial.name}</footer>
        </blockquote>
        <p>Thank you for sharing your experience.</p>
      </section>
    );
  }
  return offered && <TestimonialForm acting={acting} />;
}

function TestimonialForm({ acting }: { acting: Acting | null }) {
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const { errors, failure, sending, send } = useCommissionAction(acting, 'give-testimonial', 'testimonial', [
    'text',
    'name',
    'consent',
  ]);

  const share = (event: FormEvent) => {
    event.preventDefault();
    void send({ text, name, consent });
  };

  return (
    <form className={layout.section} onSubmit={share} noValidate aria-labelledby="testimonial-title">
      <h2 id="testimonial-title">Share your experience</h2>
      <p>A few words about your project, which {siteConfig.artistName} may show beside it on her website.</p>
      <fieldset className={styles.controls} disabled={!acting || sending}>
        <TextField
          id="testimonial-text"
          label="Your words"
          multiline
          value={text}
          onChange={setText}
          error={errors.text}
        />
        <TextField id="testimonial-name" label="Name to show" value={name} onChange={setName} error={errors.name} />
        <CheckField
          id="testimonial-consent"
          label={`I agree that ${siteConfig.artistName} may show my words and this name on her website`}
          checked={consent}
          onChange={setConsent}
          error={errors.consent}
        />
        <FormFailure failure={failure} />
        <div>
          <button type="submit" className="btn btn-primary">
            {sending ? 'Sending...' : 'Share your words'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
