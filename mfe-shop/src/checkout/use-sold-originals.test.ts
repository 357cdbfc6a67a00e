import { act, renderHook, waitFor } from '@testing-library/react';
import type { PublicArtwork } from 'shared-contracts/artworks';
import { originalUnavailableMessage } from 'shared-contracts/cart';
import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../cart/cart-store';
import { publicPiece } from '../testing/pieces';
import { sweatshirtLine } from '../testing/products';
import { useSoldOriginals } from './use-sold-originals';

const stillWaters = originalCartLine();
const quietHarbour = originalCartLine('quiet-harbour', 'Quiet Harbour');

/** The shop's artworks, each with the status given by its slug; any other slug is not found. */
const artworks = (statuses: Record<string, PublicArtwork['status']>) =>
  fakeFunctions({
    'get-artwork': ({ slug }) => {
      const status = statuses[slug];
      return status
        ? { body: { artwork: publicPiece(status, slug, slug), printsFrom: null } }
        : { status: 404, body: { error: 'No such artwork' } };
    },
  });

const inCart = (...items: (typeof sweatshirtLine | typeof stillWaters)[]) =>
  useCartStore.setState({ items, isOpen: false });

describe('the originals another buyer has, at the checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes an original that sold while it sat in the cart out as the checkout opens, keeping every other line', async () => {
    artworks({ 'still-waters': 'sold' });
    inCart(sweatshirtLine, stillWaters);
    const { result } = renderHook(() => useSoldOriginals());

    await waitFor(() =>
      expect(result.current.notice).toBe(
        '“Still Waters” was sold while in your cart, so it was taken out; the rest of your cart is kept.',
      ),
    );
    expect(useCartStore.getState().items).toEqual([sweatshirtLine]);
    expect(result.current.emptiedBy()).toBeUndefined();
  });

  it('takes out an original that left the site, and keeps one it could not ask about', async () => {
    fakeFunctions({
      'get-artwork': ({ slug }) =>
        slug === 'still-waters'
          ? { status: 404, body: { error: 'No such artwork' } }
          : { status: 503, body: { error: 'We are briefly unavailable.' } },
    });
    inCart(stillWaters, quietHarbour);
    const { result } = renderHook(() => useSoldOriginals());

    await waitFor(() => expect(useCartStore.getState().items).toEqual([quietHarbour]));
    expect(result.current.notice).toMatch(/^“Still Waters” was sold while in your cart/);
  });

  it('keeps an original another buyer only holds: the hold may end', async () => {
    artworks({ 'still-waters': 'reserved', 'quiet-harbour': 'sold' });
    inCart(sweatshirtLine, stillWaters, quietHarbour);
    const { result } = renderHook(() => useSoldOriginals());

    await waitFor(() => expect(result.current.notice).toMatch(/^“Quiet Harbour” was sold while in your cart/));
    expect(useCartStore.getState().items).toEqual([sweatshirtLine, stillWaters]);
  });

  it('asks about no piece when the cart holds no original', () => {
    const functions = artworks({});
    inCart(sweatshirtLine);
    renderHook(() => useSoldOriginals());

    expect(functions.calls()).toEqual([]);
  });

  it('names the sold pieces as what emptied the cart when nothing else was in it', async () => {
    artworks({ 'still-waters': 'sold', 'quiet-harbour': 'sold' });
    inCart(stillWaters, quietHarbour);
    const { result } = renderHook(() => useSoldOriginals());

    const notice =
      '“Still Waters”, “Quiet Harbour” were sold while in your cart, so they were taken out; the rest of your cart is kept.';
    await waitFor(() => expect(result.current.notice).toBe(notice));
    expect(useCartStore.getState().items).toEqual([]);
    expect(result.current.emptiedBy()).toBe(notice);
  });

  it('takes out the piece a refused order names as another buyer’s, saying nothing was charged', () => {
    artworks({});
    inCart(sweatshirtLine);
    const { result } = renderHook(() => useSoldOriginals());
    // In the cart only after the checkout opened, so that the refusal alone takes it out.
    inCart(sweatshirtLine, stillWaters);

    const refusal = originalUnavailableMessage('Still Waters');
    let named = false;
    act(() => {
      named = result.current.takeOutRefused([sweatshirtLine, stillWaters], 409, refusal);
    });

    expect(named).toBe(true);
    expect(useCartStore.getState().items).toEqual([sweatshirtLine]);
    expect(result.current.notice).toBe(
      `${refusal} It was taken out of your cart and nothing was charged; the rest of your order is kept.`,
    );
    expect(result.current.emptiedBy()).toBeUndefined();
  });

  it('leaves the cart alone when a refusal names none of its pieces, or is not a conflict', () => {
    artworks({});
    inCart(sweatshirtLine);
    const { result } = renderHook(() => useSoldOriginals());
    inCart(sweatshirtLine, stillWaters);

    let named = [true, true];
    act(() => {
      named = [
        result.current.takeOutRefused([sweatshirtLine, stillWaters], 409, originalUnavailableMessage('Other Waters')),
        result.current.takeOutRefused([sweatshirtLine, stillWaters], 402, originalUnavailableMessage('Still Waters')),
      ];
    });

    expect(named).toEqual([false, false]);
    expect(useCartStore.getState().items).toEqual([sweatshirtLine, stillWaters]);
    expect(result.current.notice).toBeUndefined();
  });
});
