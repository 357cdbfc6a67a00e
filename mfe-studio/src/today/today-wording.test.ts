import { describe, expect, it } from 'vitest';
import { sales } from './today-fixtures';
import { barShares, comparedWith, newSubscribers, paidCounts } from './today-wording';

describe('how a figure compares with the same days before', () => {
  it('says how much it went up or down, rounded to the percent', () => {
    expect(comparedWith(1250, 1000, 'week')).toBe('up 25% on the same days last week');
    expect(comparedWith(3000, 4000, 'month')).toBe('down 25% on the same days last month');
    expect(comparedWith(2, 3, 'week')).toBe('down 33% on the same days last week');
  });

  it('says less than 1% of a change that rounds to nothing', () => {
    expect(comparedWith(1000.5, 1000, 'week')).toBe('up less than 1% on the same days last week');
  });

  it('says there was nothing before, and the same when nothing changed', () => {
    expect(comparedWith(300, 0, 'week')).toBe('nothing the same days last week');
    expect(comparedWith(0, 0, 'month')).toBe('the same as the same days last month');
    expect(comparedWith(120, 120, 'week')).toBe('the same as the same days last week');
  });

  it('reckons a change against a period that refunds left below nothing by its size', () => {
    expect(comparedWith(50, -100, 'week')).toBe('up 150% on the same days last week');
  });
});

describe('the sentences of Today', () => {
  it('counts the paid orders and service payments, one, many or none', () => {
    expect(paidCounts(sales({ orders: 3, payments: 1 }))).toBe('Paid: 3 orders and 1 service payment.');
    expect(paidCounts(sales({ orders: 1, payments: 0 }))).toBe('Paid: 1 order and no service payments.');
  });

  it('puts this week’s new subscribers against the same days last week', () => {
    expect(newSubscribers(3, 1)).toBe('3 new confirmed subscribers this week, against 1 the same days last week.');
    expect(newSubscribers(1, 0)).toBe('1 new confirmed subscriber this week, against none the same days last week.');
    expect(newSubscribers(0, 2)).toBe('No new confirmed subscribers this week, against 2 the same days last week.');
  });
});

describe('the bars of the visits', () => {
  it('draws each day against the busiest one, and no bar when no one visited', () => {
    expect(barShares([{ visits: 12 }, { visits: 3 }, { visits: 0 }])).toEqual([100, 25, 0]);
    expect(barShares([{ visits: 0 }, { visits: 0 }])).toEqual([0, 0]);
  });
});
