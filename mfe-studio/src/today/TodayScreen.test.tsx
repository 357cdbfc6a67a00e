import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Today } from 'shared-contracts/shop-today';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { sales, today } from './today-fixtures';
import TodayScreen from './TodayScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** Her session in New York, and the figures of the fixture's Thursday, unless the test says otherwise. */
const signedIn = (handlers: FunctionHandlers = {}) =>
  fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
    'studio-today': () => ({ body: today() }),
    ...handlers,
  });

const openToday = () => renderStudio(sitePaths.studio, <TodayScreen />);
const showing = (figures: Today) => signedIn({ 'studio-today': () => ({ body: figures }) });
const region = async (name: string) => within(await screen.findByRole('region', { name }));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
/** The line of a period's days, found by its first day. */
const daysOf = (part: ReturnType<typeof within>, first: string) => part.getByText(first).closest('p');

describe('the Today screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows this week’s and this month’s totals, their days, and how each compares with the same days before', async () => {
    signedIn();
    openToday();

    const week = await region('This week');
    expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(week.getByText('Monday, November 23')).toHaveAttribute('datetime', '2026-11-23');
    expect(daysOf(week, 'Monday, November 23')).toHaveTextContent(/^Monday, November 23 to today$/);
    expect(week.getByText('$1,250.00', { selector: 'strong' }).closest('p')).toHaveTextContent(
      '$1,250.00, up 25% on the same days last week',
    );
    const month = await region('This month');
    expect(daysOf(month, 'Sunday, November 1')).toHaveTextContent(/^Sunday, November 1 to today$/);
    expect(month.getByText('$3,000.00', { selector: 'strong' }).closest('p')).toHaveTextContent(
      '$3,000.00, down 25% on the same days last month',
    );
  });

  it('lists each period’s sales by kind and what discounts took off, beside the same days before, with the payments counted', async () => {
    signedIn();
    openToday();

    const week = await region('This week');
    const table = week.getByRole('table', { name: 'Sales this week by kind' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Kind', 'This week', 'Same days last week']);
    expect(rowsOf(table)).toEqual([
      ['Originals', '$800.00', '$600.00'],
      ['Prints', '$180.00', '$150.00'],
      ['Merch', '$45.00', '$0.00'],
      ['Services', '$250.00', '$250.00'],
      ['Discounts', '−$25.00', '$0.00'],
      ['Total', '$1,250.00', '$1,000.00'],
    ]);
    expect(week.getByText('Paid: 3 orders and 1 service payment.')).toBeInTheDocument();
    const month = await region('This month');
    expect(rowsOf(month.getByRole('table', { name: 'Sales this month by kind' }))).toContainEqual([
      'Discounts',
      '−$30.00',
      '$0.00',
    ]);
    expect(month.getByText('Paid: 9 orders and 2 service payments.')).toBeInTheDocument();
  });

  it('says there was nothing the same days before, and names the day alone on a period’s first day', async () => {
    showing(
      today({
        week: {
          from: '2026-11-23',
          to: '2026-11-23',
          sales: sales({ merch: 30, total: 30, orders: 1 }),
          before: sales(),
        },
      }),
    );
    openToday();

    const week = await region('This week');
    expect(daysOf(week, 'Monday, November 23')).toHaveTextContent(/^Today, Monday, November 23$/);
    expect(week.getByText('$30.00', { selector: 'strong' }).closest('p')).toHaveTextContent(
      '$30.00, nothing the same days last week',
    );
    expect(week.getByText('Paid: 1 order and no service payments.')).toBeInTheDocument();
  });

  it('links each thing that needs her to where she deals with it', async () => {
    showing(today({ needsYou: { toPack: 2, toAnswer: 1, paymentsFailed: 3 } }));
    openToday();

    const needs = await region('Needs you');
    expect(needs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2 orders to pack', sitePaths.studioToShip],
      ['1 message to answer', sitePaths.studioMessages],
      ['3 payments failed', sitePaths.studioOrders],
    ]);
  });

  it('names only what needs her', async () => {
    showing(today({ needsYou: { toPack: 0, toAnswer: 0, paymentsFailed: 1 } }));
    openToday();

    const needs = await region('Needs you');
    expect(needs.getAllByRole('link').map((link) => link.textContent)).toEqual(['1 payment failed']);
  });

  it('says nothing needs her when nothing does', async () => {
    showing(today({ needsYou: { toPack: 0, toAnswer: 0, paymentsFailed: 0 } }));
    openToday();

    const needs = await region('Needs you');
    expect(needs.getByText('Nothing needs you right now.')).toBeInTheDocument();
    expect(needs.queryByRole('link')).not.toBeInTheDocument();
  });

  it('puts this week’s new subscribers against last week’s, with how many are confirmed and the way to her list', async () => {
    signedIn();
    openToday();

    const list = await region('Your list');
    expect(
      list.getByText('3 new confirmed subscribers this week, against 1 the same days last week.'),
    ).toBeInTheDocument();
    expect(list.getByText('142 confirmed subscribers in all.')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Open your list' })).toHaveAttribute('href', sitePaths.studioList);
  });

  it('shows this week’s visits against last week’s, a bar for each of the last 14 days, the top pages and where visitors came from', async () => {
    signedIn();
    openToday();

    const visits = await region('Visits');
    expect(visits.getByText('48 visits').closest('p')).toHaveTextContent(
      '48 visits, up 20% on the same days last week',
    );
    const days = within(visits.getByRole('region', { name: 'The last 14 days' }));
    const bars = days.getAllByRole('img');
    expect(bars).toHaveLength(14);
    expect(bars[0]).toHaveAccessibleName('Nov 13: 0 visits');
    expect(bars[1]).toHaveAccessibleName('Nov 14: 1 visit');
    expect(bars[11]).toHaveAccessibleName('Nov 24: 12 visits');
    expect(bars[11]).toHaveStyle({ height: '100%' });
    expect(bars[13]).toHaveAccessibleName('Nov 26: 1 visit');
    const pages = within(visits.getByRole('region', { name: 'Most visited pages' }));
    expect(pages.getAllByRole('listitem').map((page) => page.textContent)).toEqual([
      '/fine-art 20 visits',
      '/ 15 visits',
      '/fine-art/still-waters 7 visits',
    ]);
    const sources = within(visits.getByRole('region', { name: 'Where visitors came from' }));
    expect(sources.getAllByRole('listitem').map((source) => source.textContent)).toEqual([
      'instagram.com 9 visits',
      'google.com 4 visits',
    ]);
    expect(
      visits.getByText(
        'Counted by the site itself: no cookies, nothing that identifies a visitor, and browsers that ask not to be tracked are not counted.',
      ),
    ).toBeInTheDocument();
  });

  it('shows each day’s visits as a table when she asks', async () => {
    const user = userEvent.setup();
    signedIn();
    openToday();

    const visits = await region('Visits');
    expect(visits.queryByRole('table')).not.toBeInTheDocument();
    await user.click(visits.getByRole('button', { name: 'Each day’s visits as a table' }));

    const table = visits.getByRole('table', { name: 'Visits each day' });
    expect(rowsOf(table)).toHaveLength(14);
    expect(rowsOf(table)[11]).toEqual(['Tuesday, November 24', '12']);
    expect(visits.getByRole('button', { name: 'Each day’s visits as a table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says so when no other site sent visitors and no page was visited', async () => {
    const figures = today();
    showing(today({ visits: { ...figures.visits, thisWeek: 0, lastWeek: 0, pages: [], sources: [] } }));
    openToday();

    const visits = await region('Visits');
    expect(visits.getByText('No visits this week yet.')).toBeInTheDocument();
    expect(visits.getByText('No other site sent visitors this week.')).toBeInTheDocument();
    expect(visits.getByText('0 visits').closest('p')).toHaveTextContent(
      '0 visits, the same as the same days last week',
    );
  });

  it('says why the figures could not be read, and reads them again on Try again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const functions = signedIn({
      'studio-today': () => {
        reads += 1;
        return reads === 1
          ? { status: 503, body: { error: 'The figures could not be read just now.' } }
          : { body: today() };
      },
    });
    openToday();

    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be read just now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'This week' })).toBeInTheDocument();
    expect(functions.calls('studio-today')).toHaveLength(2);
  });
});
