import { useState, type FormEvent } from 'react';
import {
  fulfilmentStateLabels,
  fulfilmentStates,
  paymentStateLabels,
  paymentStates,
  type DeskOrdersRequest,
} from 'shared-contracts/studio-desk';
import { Field } from '../ui/Field';
import { ordersRequestOf } from './orders-query';
import styles from './OrdersScreen.module.css';

interface OrdersFilterProps {
  /** The filters the address holds now. */
  request: DeskOrdersRequest;
  /** Shows the first page of what the form now asks for. */
  onApply(request: DeskOrdersRequest): void;
}

/**
 * The states to show and the words to search for. Picking a state applies the whole form at once;
 * the words alone wait for Search. The fields follow the address, so Back shows what they were.
 */
export function OrdersFilter({ request, onApply }: OrdersFilterProps) {
  const search = useSearchDraft(request.search ?? '');

  const apply = (form: HTMLFormElement) => {
    const fields = Array.from(new FormData(form), ([name, value]) => [name, String(value)]);
    onApply(ordersRequestOf(new URLSearchParams(fields)));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <form className={styles.filter} role="search" aria-label="Find orders" onSubmit={submit}>
      <Field id="orders-payment" label="Payment">
        {(control) => (
          <select
            {...control}
            name="payment"
            value={request.payment ?? ''}
            onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
          >
            <option value="">All</option>
            {paymentStates.map((state) => (
              <option key={state} value={state}>
                {paymentStateLabels[state]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="orders-fulfilment" label="Fulfilment">
        {(control) => (
          <select
            {...control}
            name="fulfilment"
            value={request.fulfilment ?? ''}
            onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
          >
            <option value="">All</option>
            {fulfilmentStates.map((state) => (
              <option key={state} value={state}>
                {fulfilmentStateLabels[state]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="orders-search" label="Search orders">
        {(control) => (
          <input
            {...control}
            type="search"
            name="q"
            placeholder="Order number, name or e-mail"
            maxLength={200}
            value={search.text}
            onChange={(event) => search.edit(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={`btn btn-primary ${styles.searchButton}`}>
        Search
      </button>
    </form>
  );
}

/** The words she is typing, until the address's own search changes (she searched, or went Back). */
function useSearchDraft(searched: string) {
  const [draft, setDraft] = useState({ searched, text: searched });
  return {
    text: draft.searched === searched ? draft.text : searched,
    edit: (text: string) => setDraft({ searched, text }),
  };
}
