import { priceFields, priceKeys } from 'shared-contracts/site-words';
import page from '../frame/StudioPage.module.css';
import { DollarsInput } from '../ui/DollarsInput';
import { Field } from '../ui/Field';
import { fieldId, problemSaid, type PriceKey } from './site-draft';
import type { SiteEditing } from './use-site-editor';
import styles from './SiteScreen.module.css';
import { UseOriginal } from './UseOriginal';

/** Her prices: the design service's, and the shop's shipping and tax, each with what it is under it. */
export function PriceFields({ editing }: { editing: SiteEditing }) {
  return (
    <>
      <h2 className={styles.partTitle}>Prices</h2>
      <p className={page.note}>
        The design service’s prices, and the shop’s shipping and tax. The preview shows them on the logo proposal.
      </p>
      <div className={styles.prices}>
        {priceKeys.map((key) => (
          <PriceField key={key} field={key} editing={editing} />
        ))}
      </div>
    </>
  );
}

function PriceField({ field, editing }: { field: PriceKey; editing: SiteEditing }) {
  const { label, unit, hint } = priceFields[field];
  const error = editing.errors[field];
  const value = editing.form.prices[field];
  const common = { autoComplete: 'off', onBlur: () => editing.leave(field) };
  return (
    <div className={styles.editedField}>
      <Field
        id={fieldId(field)}
        label={label}
        hint={unit === 'cents' ? hint : `${hint} A percentage, as 8 or 8.25.`}
        error={error && problemSaid(field, error)}
      >
        {(control) =>
          unit === 'cents' ? (
            <DollarsInput {...control} {...common} value={value} onChange={(text) => editing.edit(field, text)} />
          ) : (
            <input
              {...control}
              {...common}
              inputMode="decimal"
              value={value}
              onChange={(event) => editing.edit(field, event.target.value)}
            />
          )
        }
      </Field>
      <UseOriginal field={field} label={label} what="price" editing={editing} />
    </div>
  );
}
