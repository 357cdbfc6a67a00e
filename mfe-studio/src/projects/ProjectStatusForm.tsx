import { useState, type FormEvent } from 'react';
import {
  projectStatuses,
  projectStatusLabels,
  type DeskProject,
  type ProjectStatus,
} from 'shared-contracts/studio-desk';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { Field } from '../ui/Field';
import styles from './ProjectScreen.module.css';

interface ProjectStatusFormProps {
  project: DeskProject;
  onSaved(answer: { project: DeskProject }): void;
}

/** Where the project stands, which she moves on as the work goes: Paid → Onboarding received → In progress → Delivered. */
export function ProjectStatusForm({ project, onSaved }: ProjectStatusFormProps) {
  const { call } = useStudioSession();
  const [status, setStatus] = useState<ProjectStatus>(project.status);
  const [saved, setSaved] = useState<ProjectStatus>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSaved(undefined);
    setProblem(undefined);
    try {
      const answer = await call('studio-set-project-status', { id: project.id, status });
      onSaved(answer);
      setSaved(answer.project.status);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.statusForm} onSubmit={save}>
      <Field id="project-status" label="Status">
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ProjectStatus);
              setSaved(undefined);
            }}
          >
            {projectStatuses.map((each) => (
              <option key={each} value={each}>
                {projectStatusLabels[each]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
        {busy ? 'Saving…' : 'Save status'}
      </button>
      <p role="status" className={`${page.done} ${page.wide}`}>
        {saved && `Status saved: ${projectStatusLabels[saved]}.`}
      </p>
      {problem && (
        <p role="alert" className={`${page.problem} ${page.wide}`}>
          {problem}
        </p>
      )}
    </form>
  );
}
