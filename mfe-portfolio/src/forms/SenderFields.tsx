import type { ChangeEvent } from 'react';
import { EmailField, Field } from './Field';
import type { FieldErrors } from './use-submission';

interface SenderFieldsProps {
  /** Prefix of the inputs' ids, as given to useSubmissionForm. */
  idPrefix: string;
  nameLabel: string;
  values: { name: string; email: string };
  errors: FieldErrors;
  update: (field: 'name' | 'email') => (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Who is writing: the name and e-mail address the artist answers. */
export function SenderFields({ idPrefix, nameLabel, values, errors, update }: SenderFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label={nameLabel} error={errors.name}>
        {(control) => <input {...control} autoComplete="name" value={values.name} onChange={update('name')} required />}
      </Field>
      <EmailField
        id={`${idPrefix}-email`}
        label="Email"
        error={errors.email}
        value={values.email}
        onChange={update('email')}
      />
    </>
  );
}
