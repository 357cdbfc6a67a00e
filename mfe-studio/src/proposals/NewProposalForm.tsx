import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { commissionKindLabels, commissionKinds, type CommissionKind } from 'shared-contracts/commissions';
import { newCommissionSchema } from 'shared-contracts/commissions-desk';
import { sitePaths } from 'shared-contracts/site-config';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { Field } from '../ui/Field';
import { issuesAt, refusalAt, type FieldErrors } from '../ui/field-errors';
import type { useCommissions } from './use-commissions';
import styles from './ProposalsScreen.module.css';

interface NewProposal {
  clientName: string;
  clientEmail: string;
  kind: CommissionKind;
}

type NewProposalErrors = FieldErrors<keyof NewProposal>;

const fieldIds: Record<keyof NewProposal, string> = {
  clientName: 'new-proposal-client-name',
  clientEmail: 'new-proposal-client-email',
  kind: 'new-proposal-kind',
};

const fieldOf = (path: string) => (Object.hasOwn(fieldIds, path) ? (path as keyof NewProposal) : undefined);

/** A proposal from scratch for a client she names: once created, she writes it on its own page. */
export function NewProposalForm({ create }: { create: ReturnType<typeof useCommissions>['create'] }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<NewProposal>({ clientName: '', clientEmail: '', kind: 'painting' });
  const [errors, setErrors] = useState<NewProposalErrors>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const showErrors = (found: NewProposalErrors) => {
    setErrors(found);
    const first = (Object.keys(fieldIds) as (keyof NewProposal)[]).find((field) => found[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    const checked = newCommissionSchema.safeParse(form);
    if (!checked.success) {
      showErrors(issuesAt(checked.error.issues, fieldOf));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const commission = await create(checked.data);
      navigate(sitePaths.studioProposal(commission.id));
    } catch (error) {
      const refusal = refusalAt(problemOf(error), fieldOf);
      showErrors(refusal.errors);
      setProblem(refusal.rest);
      setBusy(false);
    }
  };

  return (
    <form id="new-proposal" className={styles.newProposal} onSubmit={submit} noValidate aria-label="New proposal">
      <Field id={fieldIds.clientName} label="Client’s name" error={errors.clientName}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            value={form.clientName}
            onChange={(event) => setForm({ ...form, clientName: event.target.value })}
          />
        )}
      </Field>
      <Field id={fieldIds.clientEmail} label="Client’s e-mail" error={errors.clientEmail}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            value={form.clientEmail}
            onChange={(event) => setForm({ ...form, clientEmail: event.target.value })}
          />
        )}
      </Field>
      <Field id={fieldIds.kind} label="Kind" error={errors.kind}>
        {(control) => (
          <select
            {...control}
            value={form.kind}
            onChange={(event) => setForm({ ...form, kind: event.target.value as CommissionKind })}
          >
            {commissionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {commissionKindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={page.buttons}>
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {busy ? 'Creating…' : 'Create proposal'}
        </button>
        {problem && (
          <p role="alert" className={`${page.problem} ${page.wide}`}>
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
