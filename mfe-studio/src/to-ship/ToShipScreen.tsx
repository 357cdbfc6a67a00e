import { useState, type FormEvent } from 'react';
import { markShippedSchema, type OrderToShip } from 'shared-contracts/studio';
import { problemOf } from '../calls/studio-calls';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import { Field } from '../ui/Field';
import { formatWhen } from '../ui/when';
import styles from './ToShipScreen.module.css';

/** The paid orders whose originals she packs and ships herself; once she enters the tracking, the buyer is told. */
export default function ToShipScreen() {
  return (
    <StudioFrame>
      <ToShip />
    </StudioFrame>
  );
}

function ToShip() {
  const { state, retry, replace } = useStudioQuery('studio-orders-to-ship', {});
  const [shipped, setShipped] = useState<string>();
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-to-ship-title">
      <h1 id="studio-to-ship-title" className={page.title}>
        To ship
      </h1>
      <p className={page.lead}>
        Paid orders with originals to pack. Once a parcel is on its way, enter its tracking and the buyer gets the
        shipping e-mail.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading the orders to ship…" />
      <p role="status" className={page.note}>
        {shipped && `Order ${shipped} is marked shipped, and the buyer was e-mailed its tracking.`}
      </p>
      {state.status === 'loaded' &&
        (state.data.orders.length === 0 ? (
          <p>Nothing to ship right now.</p>
        ) : (
          <ul className={page.list}>
            {state.data.orders.map((order) => (
              <OrderToShipItem
                key={order.orderId}
                order={order}
                onShipped={(answer) => {
                  setShipped(order.orderId);
                  replace(answer);
                }}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

type Errors = Partial<Record<'carrier' | 'trackingNumber' | 'trackingUrl', string>>;

function OrderToShipItem({
  order,
  onShipped,
}: {
  order: OrderToShip;
  onShipped(answer: { orders: OrderToShip[] }): void;
}) {
  const { call } = useStudioSession();
  const [form, setForm] = useState({ carrier: '', trackingNumber: '', trackingUrl: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `ship-${order.orderId}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = markShippedSchema.safeParse({
      orderId: order.orderId,
      ...form,
      trackingUrl: form.trackingUrl.trim() || null,
    });
    setProblem(undefined);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onShipped(await call('studio-mark-shipped', checked.data));
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
    }
  };

  return (
    <li className={`${page.item} ${styles.order}`}>
      <div>
        <h2 className={styles.number}>Order {order.orderId}</h2>
        <p className={page.note}>Paid {formatWhen(order.placedAt)}</p>
        <ul className={styles.pieces} aria-label="Originals">
          {order.pieces.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
        <address className={styles.address}>
          {order.shipTo.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </address>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={`Mark order ${order.orderId} shipped`}>
        <Field id={id('carrier')} label="Carrier" hint="USPS, UPS, FedEx…" error={errors.carrier}>
          {(control) => (
            <input
              {...control}
              value={form.carrier}
              onChange={(event) => setForm({ ...form, carrier: event.target.value })}
            />
          )}
        </Field>
        <Field id={id('tracking')} label="Tracking number" error={errors.trackingNumber}>
          {(control) => (
            <input
              {...control}
              value={form.trackingNumber}
              onChange={(event) => setForm({ ...form, trackingNumber: event.target.value })}
            />
          )}
        </Field>
        <Field id={id('link')} label="Tracking link (optional)" error={errors.trackingUrl}>
          {(control) => (
            <input
              {...control}
              type="url"
              value={form.trackingUrl}
              onChange={(event) => setForm({ ...form, trackingUrl: event.target.value })}
            />
          )}
        </Field>
        {problem && (
          <p role="alert" className={page.problem}>
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Marking shipped…' : 'Mark shipped'}
        </button>
      </form>
    </li>
  );
}
