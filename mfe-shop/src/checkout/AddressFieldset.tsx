import { addressFields, addressSchema, requiredAddressFields, type AddressField } from 'shared-contracts/order';
import type { AddressFields } from './checkout-form';
import styles from './CheckoutScreen.module.css';

interface AddressFieldsetProps {
  section: 'shipping' | 'billing';
  address: AddressFields;
  onChange: (address: AddressFields) => void;
  invalidField?: string;
  errorMessage?: string;
}

/** How each field of the address schema is shown; which ones are required comes from the schema. */
const fieldViews: Record<AddressField, { label: string; autoComplete: string; wide?: boolean; type?: string }> = {
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  email: { label: 'Email', autoComplete: 'email', type: 'email' },
  phone: { label: 'Phone (optional)', autoComplete: 'tel', type: 'tel' },
  address: { label: 'Address', autoComplete: 'address-line1', wide: true },
  apartment: { label: 'Apartment, suite, etc. (optional)', autoComplete: 'address-line2', wide: true },
  city: { label: 'City', autoComplete: 'address-level2' },
  state: { label: 'State', autoComplete: 'address-level1' },
  zipCode: { label: 'ZIP code', autoComplete: 'postal-code' },
  country: { label: 'Country', autoComplete: 'country' },
};

/** The ten address fields of the checkout, for shipping or for billing. */
export function AddressFieldset({ section, address, onChange, invalidField, errorMessage }: AddressFieldsetProps) {
  const autoCompleteSection = section === 'shipping' ? 'shipping' : 'billing';
  return (
    <div className={styles.fields}>
      {addressFields.map((name) => {
        const field = fieldViews[name];
        const id = `${section}-${name}`;
        const invalid = invalidField === id;
        const common = {
          id,
          name: id,
          value: address[name],
          required: requiredAddressFields.includes(name),
          autoComplete: `${autoCompleteSection} ${field.autoComplete}`,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? `${id}-error` : undefined,
        };
        const update = (value: string) => onChange({ ...address, [name]: value });
        return (
          <div key={name} className={`field ${field.wide ? styles.wide : ''}`}>
            <label htmlFor={id}>{field.label}</label>
            {name === 'state' ? (
              <select {...common} onChange={(event) => update(event.target.value)}>
                <option value="">Select a state</option>
                {addressSchema.shape.state.options.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            ) : name === 'country' ? (
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
