import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeFunctions, type FunctionAnswer } from 'shared-contracts/testing/fake-functions';
import { signedOutMessage } from 'shared-contracts/studio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskBadges, shownBadge, useCountChangingCalls, useDeskCounts, type DeskCounts } from './desk-counts';

const counts = (unreadMessages: number, needsAttention = 0): DeskCounts => ({ unreadMessages, needsAttention });

const renderCounts = (pathname = '/studio/passkeys', countsChanged = 0) =>
  renderHook((props) => useDeskCounts(props.pathname, props.countsChanged), {
    initialProps: { pathname, countsChanged },
  });

describe('her counts beside the sections', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads her counts as the frame opens, and again when she moves to another screen', async () => {
    const answers = [counts(2), counts(1)];
    const functions = fakeFunctions({ 'studio-desk-counts': () => ({ body: answers.shift() ?? counts(0) }) });
    const { result, rerender } = renderCounts();

    expect(result.current).toEqual(counts(0));
    await waitFor(() => expect(result.current).toEqual(counts(2)));
    rerender({ pathname: '/studio/pictures', countsChanged: 0 });
    await waitFor(() => expect(result.current).toEqual(counts(1)));
    expect(functions.calls('studio-desk-counts')).toHaveLength(2);
  });

  it('reads them again when a call may have changed them', async () => {
    const answers = [counts(1), counts(0)];
    const functions = fakeFunctions({ 'studio-desk-counts': () => ({ body: answers.shift() ?? counts(0) }) });
    const { result, rerender } = renderCounts();
    await waitFor(() => expect(result.current).toEqual(counts(1)));

    rerender({ pathname: '/studio/passkeys', countsChanged: 1 });
    await waitFor(() => expect(result.current).toEqual(counts(0)));
    expect(functions.calls('studio-desk-counts')).toHaveLength(2);
  });

  it('counts nothing when they cannot be read, even for want of her session', async () => {
    let answer: FunctionAnswer<'studio-desk-counts'> = { body: counts(2, 1) };
    fakeFunctions({ 'studio-desk-counts': () => answer });
    const { result, rerender } = renderCounts();
    await waitFor(() => expect(result.current).toEqual(counts(2, 1)));

    answer = { status: 401, body: { error: signedOutMessage } };
    rerender({ pathname: '/studio/pictures', countsChanged: 0 });
    await waitFor(() => expect(result.current).toEqual(counts(0)));
  });

  it('takes no answer read for a screen she has already left', async () => {
    const pending: ((answer: FunctionAnswer<'studio-desk-counts'>) => void)[] = [];
    fakeFunctions({ 'studio-desk-counts': () => new Promise((resolve) => pending.push(resolve)) });
    const { result, rerender } = renderCounts();
    await waitFor(() => expect(pending).toHaveLength(1));
    rerender({ pathname: '/studio/pictures', countsChanged: 0 });
    await waitFor(() => expect(pending).toHaveLength(2));

    await act(async () => pending[1]!({ body: counts(1) }));
    await waitFor(() => expect(result.current).toEqual(counts(1)));
    await act(async () => pending[0]!({ body: counts(5) }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toEqual(counts(1));
  });
});

describe('the calls that change her counts', () => {
  it('moves on after opening a message, shipping a parcel or refunding an order, and after no other call', () => {
    const { result } = renderHook(() => useCountChangingCalls());
    const { afterCall } = result.current;

    act(() => afterCall('studio-passkeys'));
    act(() => afterCall('studio-artworks'));
    expect(result.current.countsChanged).toBe(0);

    act(() => afterCall('studio-message'));
    act(() => afterCall('studio-mark-shipped'));
    act(() => afterCall('studio-refund-order'));
    expect(result.current.countsChanged).toBe(3);
    expect(result.current.afterCall).toBe(afterCall);
  });
});

describe('the badges beside the sections', () => {
  it('says how many things need her beside Orders, and how many messages are unread beside Messages', () => {
    expect(deskBadges.orders(counts(2, 3))).toEqual({ count: 3, says: '3 need you' });
    expect(deskBadges.messages(counts(2, 3))).toEqual({ count: 2, says: '2 unread' });
  });

  it('says how many problems the site has beside Site health, and none from a server that does not count them', () => {
    expect(deskBadges.siteHealth({ ...counts(0), siteProblems: 2 })).toEqual({ count: 2, says: '2 to look at' });
    expect(deskBadges.siteHealth(counts(1))).toEqual({ count: 0, says: '0 to look at' });
  });

  it('shows no badge for a count of nothing, nor for a section without one', () => {
    expect(shownBadge({ count: 0, says: '0 unread' })).toBeUndefined();
    expect(shownBadge(undefined)).toBeUndefined();
    expect(shownBadge({ count: 1, says: '1 unread' })).toEqual({ count: 1, says: '1 unread' });
  });
});
