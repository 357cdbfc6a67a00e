import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  onboardingAnswersSchema,
  type OnboardingAnswers,
  designServiceFunctions,
} from 'shared-contracts/design-service';
import { publish } from 'shared-contracts/events';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import * as z from 'zod/mini';
import { onboardingSteps, type Question } from 'shared-contracts/onboarding-steps';
import styles from './Onboarding.module.css';

const draftSchema = z.object({ step: z.number(), answers: onboardingAnswersSchema });
const stepCount = onboardingSteps.length;

function loadDraft(key: string): { step: number; answers: OnboardingAnswers } {
  try {
    const draft = draftSchema.parse(JSON.parse(window.localStorage.getItem(key) ?? 'null'));
    return { step: Math.min(Math.max(draft.step, 1), stepCount), answers: draft.answers };
  } catch {
    return { step: 1, answers: {} };
  }
}

/** `unreachable`: the check itself failed (offline, server trouble), which says nothing about payment. */
type Access = 'checking' | 'allowed' | 'denied' | 'unreachable';

export default function LogoOnboardingScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id') ?? undefined;
  const test = params.get('test') === 'true';
  const draftKey = `grace-studio:onboarding:${sessionId ?? 'test'}`;
  const [access, setAccess] = useState<Access>(sessionId || test ? 'checking' : 'denied');
  const [{ step, answers }, setDraft] = useState(() => loadDraft(draftKey));
  const [submitting, setSubmitting] = useState(false);
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    const deny = () => {
      setAccess('denied');
      publish('toast:show', {
        title: 'Access Denied',
        description: 'Please complete payment first to access project onboarding.',
        tone: 'error',
        page: sitePaths.logoProposal,
      });
      navigate(sitePaths.logoProposal, { replace: true });
    };
    if (!sessionId && !test) return deny();
    let current = true;
    invokeFunction(designServiceFunctions, 'check-onboarding-access', { sessionId, test: test || undefined })
      .then((result) => current && (result.allowed ? setAccess('allowed') : deny()))
      .catch((error: unknown) => {
        if (!current) return;
        const refused = error instanceof FunctionCallError && error.status >= 400 && error.status < 500;
        if (refused) deny();
        else setAccess('unreachable');
      });
    return () => {
      current = false;
    };
  }, [sessionId, test, navigate, checks]);

  // The draft is kept in the browser, so a reload mid-way loses nothing.
  useEffect(() => {
    if (access === 'allowed') window.localStorage.setItem(draftKey, JSON.stringify({ step, answers }));
  }, [access, draftKey, step, answers]);

  if (access === 'denied') return null;
  if (access === 'unreachable') {
    return (
      <section className={`container page ${styles.checking}`}>
        <div className={styles.unreachable}>
          <h1 className="page-title">Project Onboarding</h1>
          <p role="alert">Your payment could not be checked just now. Please try again in a moment.</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setAccess('checking');
              setChecks((count) => count + 1);
            }}
          >
            Try again
          </button>
        </div>
      </section>
    );
  }
  if (access === 'checking') {
    return (
      <section className={`container page ${styles.checking}`} role="status">
        <p>Checking your payment…</p>
      </section>
    );
  }

  const current = onboardingSteps[step - 1]!;
  const percent = Math.round((step / stepCount) * 100);
  const goTo = (next: number) => setDraft((draft) => ({ ...draft, step: Math.min(Math.max(next, 1), stepCount) }));
  const answer = (name: keyof OnboardingAnswers, value: unknown) =>
    setDraft((draft) => ({ ...draft, answers: { ...draft.answers, [name]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step < stepCount) return goTo(step + 1);
    setSubmitting(true);
    try {
      await invokeFunction(designServiceFunctions, 'save-onboarding', { sessionId, test: test || undefined, answers });
      window.localStorage.removeItem(draftKey);
      publish('toast:show', {
        title: 'Onboarding Complete!',
        description: `Thank you for providing detailed project information. ${siteConfig.artistName} will review your responses and begin the design process.`,
        tone: 'success',
        page: sitePaths.home,
      });
      navigate(sitePaths.home, { replace: true });
    } catch {
      publish('toast:show', {
        title: 'Submission Error',
        description: 'There was an error saving your responses. Please try again.',
        tone: 'error',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className={`container page ${styles.page}`}>
      <h1 className="page-title">Project Onboarding</h1>
      <p className="page-subtitle">Tell us about your business and your vision. Every question is optional.</p>

      <div className={styles.progress}>
        <p>
          <span>
            Step {step} of {stepCount}
          </span>
          <span>{percent}% complete</span>
        </p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>

      <form className={styles.card} onSubmit={submit} aria-labelledby="step-title">
        <h2 id="step-title">{current.title}</h2>
        {current.questions.map((question) => (
          <QuestionField key={question.name} question={question} answers={answers} onAnswer={answer} />
        ))}
        <div className={styles.navigation}>
          <button type="button" className="btn btn-outline" onClick={() => goTo(step - 1)} disabled={step === 1}>
            Previous
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {step < stepCount ? 'Continue' : submitting ? 'Submitting...' : 'Complete Onboarding'}
          </button>
        </div>
      </form>
    </section>
  );
}

function QuestionField({
  question,
  answers,
  onAnswer,
}: {
  question: Question;
  answers: OnboardingAnswers;
  onAnswer: (name: keyof OnboardingAnswers, value: unknown) => void;
}) {
  const id = `onboarding-${question.name}`;
  switch (question.kind) {
    case 'text':
    case 'long-text': {
      const value = (answers[question.name] as string | undefined) ?? '';
      return (
        <div className="field">
          <label htmlFor={id}>{question.label}</label>
          {question.kind === 'text' ? (
            <input id={id} value={value} onChange={(event) => onAnswer(question.name, event.target.value)} />
          ) : (
            <textarea
              id={id}
              rows={3}
              value={value}
              onChange={(event) => onAnswer(question.name, event.target.value)}
            />
          )}
        </div>
      );
    }
    case 'choice':
    case 'choices': {
      // One answer for a choice (radios), any number for choices (checkboxes).
      const multiple = question.kind === 'choices';
      const chosen = ([] as string[]).concat((answers[question.name] as string | string[] | undefined) ?? []);
      const toggle = (value: string, checked: boolean) =>
        onAnswer(
          question.name,
          multiple ? (checked ? [...chosen, value] : chosen.filter((other) => other !== value)) : value,
        );
      return (
        <fieldset className={styles.options}>
          <legend>{question.label}</legend>
          {question.options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={question.name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      );
    }
  }
}
