import { messageFunctions } from 'shared-contracts/messages';
import { siteConfig } from 'shared-contracts/site-config';
import { useSiteWords } from 'shared-contracts/site-words';
import { Field, Honeypot } from '../forms/Field';
import { SenderFields } from '../forms/SenderFields';
import { SentConfirmation } from '../forms/SentConfirmation';
import { SubmissionFooter } from '../forms/SubmissionFooter';
import { FormFields } from '../forms/FormFields';
import { useSubmissionForm } from '../forms/use-submission';
import { Icon, type IconName } from '../Icon';
import { PastCommissions } from './PastCommissions';
import styles from './CustomPaintingsScreen.module.css';

/** The three steps of a commission: the words are hers (`customPaintings.<key>Title`, `…Text`), the icons stay here. */
const steps: { key: 'step1' | 'step2' | 'step3'; icon: IconName }[] = [
  { key: 'step1', icon: 'lightbulb' },
  { key: 'step2', icon: 'pencil' },
  { key: 'step3', icon: 'heart' },
];

const sizes = ['8 × 10 in', '11 × 14 in', '16 × 20 in', '18 × 24 in', '24 × 36 in', 'Mural or wall', 'Not sure yet'];
const budgets = ['Under $250', '$250 - $500', '$500 - $1,000', '$1,000 - $2,500', '$2,500 and up'];
const timelines = ['No rush', 'Within 1 month', '1-2 months', '2-3 months', 'By a specific date (tell me below)'];

const emptyRequest = {
  name: '',
  email: '',
  theme: '',
  size: '',
  palette: '',
  budget: '',
  timeline: '',
  details: '',
  website: '',
};

const failureTitle = 'Your request was not sent';

/** How a commission works, in her words (`customPaintings.*`), the request form and her past commissions. */
export default function CustomPaintingsScreen() {
  const words = useSiteWords();
  const { values, errors, update, submit, status, failure, startOver } = useSubmissionForm({
    registry: messageFunctions,
    functionName: 'submit-commission-request',
    idPrefix: 'commission',
    failureTitle,
    initial: emptyRequest,
  });

  const choice = (field: 'size' | 'budget' | 'timeline', label: string, options: string[]) => (
    <Field id={`commission-${field}`} label={label} error={errors[field]}>
      {(control) => (
        <select {...control} value={values[field]} onChange={update(field)} required>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <section className="container page">
      <h1 className="page-title">Custom Paintings</h1>
      <p className="page-subtitle">{words['customPaintings.lead']}</p>

      <h2 className={styles.sectionTitle}>How it works</h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.stepIcon}>
              <Icon name={step.icon} size={28} />
            </span>
            <span className={styles.stepNumber}>Step {index + 1}</span>
            <h3>{words[`customPaintings.${step.key}Title`]}</h3>
            <p>{words[`customPaintings.${step.key}Text`]}</p>
          </li>
        ))}
      </ol>

      <div className={styles.formCard}>
        {status === 'sent' ? (
          <SentConfirmation className={styles.sent} title={`Thank you! Your request is with ${siteConfig.artistName}.`}>
            <p>She will reply to {values.email} within 24-48 hours with questions, ideas and a quote.</p>
            <button type="button" className="btn btn-outline" onClick={() => startOver(emptyRequest)}>
              Request another painting
            </button>
          </SentConfirmation>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="commission-form-title">
            <FormFields>
              <h2 id="commission-form-title" className={styles.sectionTitle}>
                Request a commission
              </h2>
              <div className={styles.fields}>
                <SenderFields
                  idPrefix="commission"
                  nameLabel="Your name"
                  values={values}
                  errors={errors}
                  update={update}
                />
                <div className={styles.wide}>
                  <Field
                    id="commission-theme"
                    label="Theme or subject"
                    hint="A person, a place, a verse, a memory…"
                    error={errors.theme}
                  >
                    {(control) => <input {...control} value={values.theme} onChange={update('theme')} required />}
                  </Field>
                </div>
                {choice('size', 'Size', sizes)}
                <Field
                  id="commission-palette"
                  label="Colour palette"
                  hint="e.g. warm golds and soft greens"
                  error={errors.palette}
                >
                  {(control) => <input {...control} value={values.palette} onChange={update('palette')} required />}
                </Field>
                {choice('budget', 'Budget', budgets)}
                {choice('timeline', 'Timeline', timelines)}
                <div className={styles.wide}>
                  <Field id="commission-details" label="Anything else I should know? (optional)" error={errors.details}>
                    {(control) => (
                      <textarea {...control} value={values.details} onChange={update('details')} rows={4} />
                    )}
                  </Field>
                </div>
                <Honeypot value={values.website} onChange={update('website')} />
              </div>
              <SubmissionFooter
                failure={failure}
                failureTitle={failureTitle}
                failedReassurance="Everything you typed is still here, so you can try again."
                sending={status === 'sending'}
                submitLabel="Send Request"
              />
            </FormFields>
          </form>
        )}
      </div>

      <h2 id="past-commissions-title" className={styles.sectionTitle}>
        Past commissions
      </h2>
      <PastCommissions labelledBy="past-commissions-title" />

      <blockquote className="scripture">
        <p>&ldquo;Commit to the Lord whatever you do, and he will establish your plans.&rdquo;</p>
        <cite>Proverbs 16:3</cite>
      </blockquote>
    </section>
  );
}
