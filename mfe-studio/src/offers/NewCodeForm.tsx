import { useState, type FormEvent } from 'react';
import { discountTargetLabels } from 'shared-contracts/offers';
import { discountTargets, type DiscountTarget } from 'shared-contracts/pricing';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { DollarsInput } from '../ui/DollarsInput';
import { controlProps, Field, FieldNotes } from '../ui/Field';
import {
  blankCodeForm,
  checkNewCode,
  codeFieldIds,
  firstAtFault,
  refusalOf,
  type CodeErrors,
  type CodeForm,
  type NewCodeRequest,
} from './discount-code-form';
import styles from './OffersScreen.module.css';
import { Outcome } from '../ui/Outcome';

const capitalized = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

const onceHint = 'Each e-mail address may use it for one order only.';

/**
 * A new discount code. What she fills in is checked with the server's schema first; whatever the
 * server refuses (a code that exists already), she keeps what she typed, with the reason beside it.
 */
export function NewCodeForm({ create }: { create(request: NewCodeRequest): Promise<void> }) {
  const [form, setForm] = useState(() => blankCodeForm(new Date()));
  const [errors, setErrors] = useState<CodeErrors>({});
  const [problem, setProblem] = useState<string>();
  const [created, setCreated] = useState('');
  const [busy, setBusy] = useState(false);

  const edit = <Field extends keyof CodeForm>(field: Field, value: CodeForm[Field]) => {
    setForm((now) => ({ ...now, [field]: value }));
    setCreated('');
  };

  const showErrors = (found: CodeErrors) => {
    setErrors(found);
    const first = firstAtFault(found);
    if (first) document.getElementById(codeFieldIds[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    setCreated('');
    const checked = checkNewCode(form);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await create(checked.request);
      setForm(blankCodeForm(new Date()));
      setCreated(`The code ${checked.request.code} is created.`);
    } catch (error) {
      const refusal = refusalOf(problemOf(error));
      showErrors(refusal.errors);
      setProblem(refusal.rest);
    } finally {
      setBusy(false);
    }
  };

  const percent = form.kind === 'percent';
  return (
    <section className={page.section} aria-labelledby="offers-new-code-title">
      <h3 id="offers-new-code-title" className={styles.subTitle}>
        New code
      </h3>
      <form className={styles.newCode} onSubmit={submit} noValidate aria-labelledby="offers-new-code-title">
        <Field
          id={codeFieldIds.code}
          label="Code"
          hint="What buyers type at checkout: letters, digits, - and _. Capitals or not, it is the same code."
          error={errors.code}
          className={styles.codeField}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={form.code}
              onChange={(event) => edit('code', event.target.value)}
            />
          )}
        </Field>
        <fieldset className={page.boxedGroup}>
          <legend>What it takes off</legend>
          <div className={styles.pair}>
            <Field id={codeFieldIds.kind} label="Takes off" error={errors.kind}>
              {(control) => (
                <select
                  {...control}
                  value={form.kind}
                  onChange={(event) => edit('kind', event.target.value === 'amount' ? 'amount' : 'percent')}
                >
                  <option value="percent">A percentage</option>
                  <option value="amount">An amount in dollars</option>
                </select>
              )}
            </Field>
            <Field
              id={codeFieldIds.value}
              label={percent ? 'Percentage off' : 'Amount off'}
              hint={percent ? 'A whole number from 1 to 100.' : undefined}
              error={errors.value}
            >
              {(control) =>
                percent ? (
                  <input
                    {...control}
                    inputMode="numeric"
                    autoComplete="off"
                    value={form.value}
                    onChange={(event) => edit('value', event.target.value)}
                  />
                ) : (
                  <DollarsInput
                    {...control}
                    autoComplete="off"
                    value={form.value}
                    onChange={(value) => edit('value', value)}
                  />
                )
              }
            </Field>
          </div>
          <div className={styles.pair}>
            <Field
              id={codeFieldIds.appliesTo}
              label="On"
              hint="Gift cards are never discounted."
              error={errors.appliesTo}
            >
              {(control) => (
                <select
                  {...control}
                  value={form.appliesTo}
                  onChange={(event) => edit('appliesTo', event.target.value as DiscountTarget)}
                >
                  {discountTargets.map((target) => (
                    <option key={target} value={target}>
                      {capitalized(discountTargetLabels[target])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id={codeFieldIds.minimum}
              label="Minimum subtotal (optional)"
              hint="What the cart’s goods must come to, before the discount, for the code to work."
              error={errors.minimum}
            >
              {(control) => (
                <DollarsInput
                  {...control}
                  autoComplete="off"
                  value={form.minimum}
                  onChange={(value) => edit('minimum', value)}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset className={page.boxedGroup}>
          <legend>When, and how often</legend>
          <div className={styles.pair}>
            <Field
              id={codeFieldIds.startsOn}
              label="Starts on"
              hint="From the start of that day, in your studio’s time zone."
              error={errors.startsOn}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={form.startsOn}
                  onChange={(event) => edit('startsOn', event.target.value)}
                />
              )}
            </Field>
            <Field
              id={codeFieldIds.endsOn}
              label="Ends on (optional)"
              hint="It works to the end of that day. Leave it empty for no end."
              error={errors.endsOn}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={form.endsOn}
                  onChange={(event) => edit('endsOn', event.target.value)}
                />
              )}
            </Field>
          </div>
          <Field
            id={codeFieldIds.maxUses}
            label="Total uses (optional)"
            hint="How many orders in all may use it. Leave it empty for no limit."
            error={errors.maxUses}
            className={styles.usesField}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={form.maxUses}
                onChange={(event) => edit('maxUses', event.target.value)}
              />
            )}
          </Field>
          <div>
            <label className={page.checkbox} htmlFor={codeFieldIds.oncePerEmail}>
              <input
                {...controlProps(codeFieldIds.oncePerEmail, { hint: onceHint, error: errors.oncePerEmail })}
                type="checkbox"
                checked={form.oncePerEmail}
                onChange={(event) => edit('oncePerEmail', event.target.checked)}
              />
              Once per buyer e-mail
            </label>
            <FieldNotes id={codeFieldIds.oncePerEmail} hint={onceHint} error={errors.oncePerEmail} />
          </div>
        </fieldset>
        <div className={page.buttons}>
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            {busy ? 'Creating…' : 'Create code'}
          </button>
          <Outcome done={created} problem={problem} />
        </div>
      </form>
    </section>
  );
}
