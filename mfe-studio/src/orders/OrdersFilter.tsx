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
      <StateSelect
        name="payment"
        label="Payment"
        states={paymentStates}
        labels={paymentStateLabels}
        value={request.payment}
        onPick={apply}
      />
      <StateSelect
        name="fulfilment"
        label="Fulfilment"
        states={fulfilmentStates}
        labels={fulfilmentStateLabels}
        value={request.fulfilment}
        onPick={apply}
      />
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

interface StateSelectProps<State extends string> {
  /** The field's name in the form, and in the address. */
  name: string;
  label: string;
  states: readonly State[];
  labels: Record<State, string>;
  /** The state shown; none shows All. */
  value: State | undefined;
  /** Applies the form the drop-down is in, as soon as she picks. */
  onPick(form: HTMLFormElement): void;
}

/** A drop-down of one kind of state, All first. */
function StateSelect<State extends string>({ name, label, states, labels, value, onPick }: StateSelectProps<State>) {
  return (
    <Field id={`orders-${name}`} label={label}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value ?? ''}
          onChange={(event) => event.currentTarget.form && onPick(event.currentTarget.form)}
        >
          <option value="">All</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {labels[state]}
            </option>
          ))}
        </select>
      )}
    </Field>
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
