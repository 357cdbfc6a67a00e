import { useTakenOver } from 'shared-contracts/page-data';
import styles from './ClientDetails.module.css';

export interface ClientDetailsValue {
  clientName: string;
  email: string;
  phone: string;
}

export const emptyClientDetails: ClientDetailsValue = { clientName: '', email: '', phone: '' };

const fields = [
  { name: 'clientName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The client's name, e-mail and phone, all required before a payment can start. */
export function ClientDetails({
  value,
  onChange,
  idPrefix,
}: {
  value: ClientDetailsValue;
  onChange: (value: ClientDetailsValue) => void;
  idPrefix: string;
}) {
  const takenOver = useTakenOver();
  return (
    <div className={styles.fields}>
      {fields.map((field) => (
        <div key={field.name} className="field">
          <label htmlFor={`${idPrefix}-${field.name}`}>{field.label}</label>
          <input
            id={`${idPrefix}-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={value[field.name]}
            onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
            disabled={!takenOver}
          />
        </div>
      ))}
    </div>
  );
}
