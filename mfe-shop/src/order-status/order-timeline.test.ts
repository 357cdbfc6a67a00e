import { orderSteps, type OrderStep, type OrderTimelineEntry } from 'shared-contracts/order-status';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatOrderDate, formatStepTime } from './order-dates';
import { carrierName, stepTone, timelineRows, trackingLink, upcomingSteps } from './order-timeline';

const at = '2026-11-23T15:04:00.000Z';
const line = { name: 'Grace Tee', size: 'M', color: 'Black', quantity: 1, unitPrice: 25, lineTotal: 25 };
const original = {
  kind: 'original' as const,
  name: 'Morning Light',
  size: null,
  color: null,
  quantity: 1,
  unitPrice: 900,
  lineTotal: 900,
};
const reached = (...steps: OrderStep[]) => ({
  status: steps.at(-1)!,
  timeline: steps.map((step): OrderTimelineEntry => ({ step, at })),
  lines: [line],
});

describe('the steps still to come', () => {
  it.each([
    [
      ['placed', 'paid'],
      ['sent_to_print', 'shipped'],
    ],
    [['placed', 'paid', 'sent_to_print'], ['shipped']],
    [['placed', 'paid', 'sent_to_print', 'on_hold'], ['shipped']],
    [
      ['placed', 'paid', 'on_hold'],
      ['sent_to_print', 'shipped'],
    ],
  ] as const)('after %j are %j', (steps, expected) => {
    expect(upcomingSteps(reached(...steps))).toEqual(expected);
  });

  it('for an original the artist ships is its shipping, with no packing ticked before she has shipped it', () => {
    expect(upcomingSteps({ ...reached('placed', 'paid'), lines: [original] })).toEqual(['shipped']);
  });

  it('for an original beside merchandise are the print, then the last parcel, also once part has shipped', () => {
    expect(upcomingSteps({ ...reached('placed', 'paid'), lines: [line, original] })).toEqual([
      'sent_to_print',
      'shipped',
    ]);
    expect(
      upcomingSteps({ ...reached('placed', 'paid', 'sent_to_print', 'partly_shipped'), lines: [line, original] }),
    ).toEqual(['shipped']);
  });

  it.each([
    ['placed'],
    ['payment_failed'],
    ['shipped'],
    ['fulfilment_failed'],
    ['canceled'],
    ['partly_refunded'],
    ['refunded'],
  ] as const)('are none once an order is %s', (last) => {
    expect(upcomingSteps(reached('placed', 'paid', last))).toEqual([]);
  });
});

describe('the timeline rows', () => {
  it('list the steps reached, mark the last as current, then the steps to come', () => {
    expect(
      timelineRows(reached('placed', 'paid')).map((row) => [
        row.label,
        row.tone,
        row.tone === 'upcoming' ? undefined : row.current,
      ]),
    ).toEqual([
      ['Order placed', 'done', false],
      ['Payment received', 'done', true],
      ['Sent to print', 'upcoming', undefined],
      ['Shipped', 'upcoming', undefined],
    ]);
  });

  it('give every step a tone: problems, a pause, or done', () => {
    expect(Object.fromEntries(orderSteps.map((step) => [step, stepTone(step)]))).toEqual({
      placed: 'done',
      paid: 'done',
      payment_failed: 'problem',
      sent_to_print: 'done',
      on_hold: 'paused',
      partly_shipped: 'done',
      shipped: 'done',
      fulfilment_failed: 'problem',
      canceled: 'problem',
      partly_refunded: 'done',
      refunded: 'done',
    });
  });
});

describe('a shipment', () => {
  it('names its carrier and service without saying the carrier twice', () => {
    expect(carrierName({ carrier: 'USPS', service: 'Priority Mail' })).toBe('USPS Priority Mail');
    expect(carrierName({ carrier: 'FEDEX', service: 'FedEx SmartPost' })).toBe('FedEx SmartPost');
    expect(carrierName({ carrier: 'UPS', service: null })).toBe('UPS');
  });

  it('links only to a web address', () => {
    expect(trackingLink({ trackingUrl: 'https://www.ups.com/track?tracknum=1Z9' })).toBe(
      'https://www.ups.com/track?tracknum=1Z9',
    );
    expect(trackingLink({ trackingUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(trackingLink({ trackingUrl: null })).toBeUndefined();
  });
});

describe('the dates of an order', () => {
  beforeEach(() => vi.stubEnv('TZ', 'America/Los_Angeles'));
  afterEach(() => vi.unstubAllEnvs());

  it("are written in US English, in the buyer's time zone", () => {
    expect(formatOrderDate('2026-11-24T03:00:00.000Z')).toBe('November 23, 2026');
    expect(formatStepTime('2026-11-24T03:00:00.000Z')).toBe('Nov 23, 2026, 7:00 PM');
  });

  it('are shown as sent when they cannot be read', () => {
    expect(formatOrderDate('soon')).toBe('soon');
    expect(formatStepTime('')).toBe('');
  });
});
