import { useSearchParams } from 'react-router';
import { contactSubjects, messageFunctions, type ContactSubject } from 'shared-contracts/messages';
import { siteConfig } from 'shared-contracts/site-config';
import { useSiteWords } from 'shared-contracts/site-words';
import { Field, Honeypot } from '../forms/Field';
import { SenderFields } from '../forms/SenderFields';
import { SentConfirmation } from '../forms/SentConfirmation';
import { SubmissionFooter } from '../forms/SubmissionFooter';
import { FormFields } from '../forms/FormFields';
import { useSubmissionForm } from '../forms/use-submission';
import { Icon } from '../Icon';
import { availabilityItems, socialLinks } from './contact-details';
import styles from './ContactScreen.module.css';

const isSubject = (value: string | null): value is ContactSubject => contactSubjects.includes(value as ContactSubject);

const failureTitle = 'Your message was not sent';

/** The contact form, beside her address, response time, availability and social pages, in her words. */
export default function ContactScreen() {
  const words = useSiteWords();
  const email = words['contact.email'];
  const socials = socialLinks(words);
  const [params] = useSearchParams();
  const presetSubject = params.get('subject');
  const { values, errors, update, submit, status, failure, startOver } = useSubmissionForm({
    registry: messageFunctions,
    functionName: 'send-contact-message',
    idPrefix: 'contact',
    failureTitle,
    initial: {
      name: '',
      email: '',
      subject: isSubject(presetSubject) ? presetSubject : '',
      message: params.get('message') ?? '',
      website: '',
    },
  });

  return (
    <section className="container page">
      <h1 className="page-title">Get in Touch</h1>
      <p className="page-subtitle">{words['contact.lead']}</p>
      <div className={styles.layout}>
        <div className={styles.formCard}>
          {status === 'sent' ? (
            <SentConfirmation className={styles.sent} title="Thank you, your message is on its way!">
              <p>
                {siteConfig.artistName} reads every message herself and will reply to {values.email} within 24-48 hours.
              </p>
              <button type="button" className="btn btn-outline" onClick={() => startOver({ ...values, message: '' })}>
                Send another message
              </button>
            </SentConfirmation>
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contact-form-title">
              <FormFields>
                <h2 id="contact-form-title" className={styles.formTitle}>
                  Send a message
                </h2>
                <div className={styles.fields}>
                  <SenderFields idPrefix="contact" nameLabel="Name" values={values} errors={errors} update={update} />
                  <Field id="contact-subject" label="Subject" error={errors.subject}>
                    {(control) => (
                      <select {...control} value={values.subject} onChange={update('subject')} required>
                        <option value="">Choose a subject</option>
                        {contactSubjects.map((subject) => (
                          <option key={subject} value={subject}>
                            {subject}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field id="contact-message" label="Message" error={errors.message}>
                    {(control) => (
                      <textarea {...control} value={values.message} onChange={update('message')} rows={6} required />
                    )}
                  </Field>
                  <Honeypot value={values.website} onChange={update('website')} />
                </div>
                <SubmissionFooter
                  failure={failure}
                  failureTitle={failureTitle}
                  failedReassurance="Your text is still here, so you can try again."
                  sending={status === 'sending'}
                  submitLabel="Send Message"
                />
              </FormFields>
            </form>
          )}
        </div>

        <aside className={styles.info} aria-label="Other ways to reach me">
          <div className={styles.infoBlock}>
            <Icon name="mail" />
            <div>
              <h2>Email</h2>
              <a href={`mailto:${email}`}>{email}</a>
            </div>
          </div>
          <div className={styles.infoBlock}>
            <Icon name="clock" />
            <div>
              <h2>Response time</h2>
              <p>{words['contact.responseTime']}</p>
            </div>
          </div>
          <div className={styles.infoBlock}>
            <Icon name="calendar" />
            <div>
              <h2>Availability</h2>
              <ul>
                {availabilityItems(words['contact.availability']).map((item, index) => (
                  // Her lines may repeat; they keep their order, so their place is their key.
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
          {socials.length > 0 && (
            <div className={styles.socials}>
              {socials.map((social) => (
                <a
                  key={social.name}
                  href={social.href}
                  className="btn btn-outline"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name={social.icon} size={20} />
                  {social.name}
                </a>
              ))}
            </div>
          )}
        </aside>
      </div>
      <blockquote className="scripture">
        <p>&ldquo;Let your conversation be always full of grace, seasoned with salt.&rdquo;</p>
        <cite>Colossians 4:6</cite>
      </blockquote>
    </section>
  );
}
