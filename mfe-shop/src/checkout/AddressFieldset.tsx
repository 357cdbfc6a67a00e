import { usStateCodes } from 'shared-contracts/us-states';
import type { AddressFields } from './checkout-form';
import styles from './CheckoutScreen.module.css';

interface AddressFieldsetProps {
  section: 'shipping' | 'billing';
  address: AddressFields;
  onChange: (address: AddressFields) => void;
  invalidField?: string;
  errorMessage?: string;
}

const fields: {
  name: keyof AddressFields;
  label: string;
  autoComplete: string;
  optional?: boolean;
  wide?: boolean;
  type?: string;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel', optional: true, type: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  {
    name: 'apartment',
    label: 'Apartment, suite, etc. (optional)',
    autoComplete: 'address-line2',
    optional: true,
    wide: true,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country' },
];

/** The ten address fields of the checkout, for shipping or for billing. */
export function AddressFieldset({ section, address, onChange, invalidField, errorMessage }: AddressFieldsetProps) {
  const autoCompleteSection = section === 'shipping' ? 'shipping' : 'billing';
  return (
    <div className={styles.fields}>
      {fields.map((field) => {
        const id = `${section}-${field.name}`;
        const invalid = invalidField === id;
        const common = {
          id,
          name: id,
          value: address[field.name],
          required: !field.optional,
          autoComplete: `${autoCompleteSection} ${field.autoComplete}`,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? `${id}-error` : undefined,
        };
        const update = (value: string) => onChange({ ...address, [field.name]: value });
        return (
          <div key={field.name} className={`field ${field.wide ? styles.wide : ''}`}>
            <label htmlFor={id}>{field.label}</label>
            {field.name === 'state' ? (
              <select {...common} onChange={(event) => update(event.target.value)}>
                <option value="">Select a state</option>
                {usStateCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            ) : field.name === 'country' ? (
              <select {...common} onChange={(event) => update(event.target.value)}>
                <option value="US">United States (US)</option>
              </select>
            ) : (
              <input {...common} type={field.type ?? 'text'} onChange={(event) => update(event.target.value)} />
            )}
            {invalid && (
              <p id={`${id}-error`} className="field-error">
                {errorMessage}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
