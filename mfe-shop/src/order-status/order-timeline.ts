import {
  orderStepLabels,
  type OrderPartState,
  type OrderStatus,
  type OrderStep,
  type OrderTimelineEntry,
  type Shipment,
} from 'shared-contracts/order-status';

/**
 * How a step reads at a glance. The label always says it in words; the tone only adds a
 * mark and a colour, so no status depends on colour alone.
 */
export type StepTone = 'done' | 'problem' | 'paused' | 'upcoming';

const problemSteps: ReadonlySet<OrderStep> = new Set(['payment_failed', 'fulfilment_failed', 'canceled']);

export function stepTone(step: OrderStep): StepTone {
  if (problemSteps.has(step)) return 'problem';
  return step === 'on_hold' ? 'paused' : 'done';
}

const partTones: Record<OrderPartState, StepTone> = {
  to_pack: 'upcoming',
  to_print: 'upcoming',
  in_production: 'upcoming',
  on_hold: 'paused',
  shipped: 'done',
  failed: 'problem',
  canceled: 'problem',
};

/** How a part's state reads at a glance: only a shipped part is done; one on its way to shipping has no mark. */
export const partTone = (state: OrderPartState): StepTone => partTones[state];

/**
 * The way a paid order goes when all is well: what the print shop makes is sent to print, and
 * then it ships (each part on its own; the parts show where each stands).
 */
function pathToShipping(lines: OrderStatus['lines']): OrderStep[] {
  return [...(lines.some((line) => line.kind === undefined) ? (['sent_to_print'] as const) : []), 'shipped'];
}

/** Where a paid order waits to ship; from anywhere else nothing more is expected. */
const waitingToShip: ReadonlySet<OrderStep> = new Set(['paid', 'sent_to_print', 'on_hold', 'partly_shipped']);

type TimelineOf = Pick<OrderStatus, 'status' | 'timeline' | 'lines'>;

/** The steps still to come for a paid order that has not shipped, so the buyer sees what is next. */
export function upcomingSteps(order: TimelineOf): OrderStep[] {
  if (!waitingToShip.has(order.status)) return [];
  const reached = new Set(order.timeline.map((entry) => entry.step));
  return pathToShipping(order.lines).filter((step) => !reached.has(step));
}

export type TimelineRow =
  | { step: OrderStep; label: string; tone: Exclude<StepTone, 'upcoming'>; entry: OrderTimelineEntry; current: boolean }
  | { step: OrderStep; label: string; tone: 'upcoming' };

/** What the order page lists: every step reached, the last one being where the order stands, then those to come. */
export function timelineRows(order: TimelineOf): TimelineRow[] {
  const reached = order.timeline.map((entry, index): TimelineRow => ({
    step: entry.step,
    label: orderStepLabels[entry.step],
    tone: stepTone(entry.step),
    entry,
    current: index === order.timeline.length - 1,
  }));
  const upcoming = upcomingSteps(order).map((step): TimelineRow => ({
    step,
    label: orderStepLabels[step],
    tone: 'upcoming',
  }));
  return [...reached, ...upcoming];
}

/** "USPS Priority Mail": the carrier and its service, without saying the carrier twice. */
export function carrierName({ carrier, service }: Pick<Shipment, 'carrier' | 'service'>): string {
  if (!service) return carrier;
  return service.toLowerCase().startsWith(carrier.toLowerCase()) ? service : `${carrier} ${service}`;
}

/** The carrier's tracking page, when it is a web address a new tab can open. */
export function trackingLink({ trackingUrl }: Pick<Shipment, 'trackingUrl'>): string | undefined {
  return trackingUrl && /^https?:\/\//i.test(trackingUrl) ? trackingUrl : undefined;
}
