import { act, render, screen } from '@testing-library/react';
import { publish } from 'shared-contracts/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';

describe('the notifications', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measure nothing while the page scrolls with no notification shown, and place one when it is', () => {
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(
      <>
        <input aria-label="Name on card" />
        <Toaster />
      </>,
    );
    screen.getByRole('textbox', { name: 'Name on card' }).focus();
    measured.mockClear();
    window.dispatchEvent(new Event('scroll'));
    expect(measured).not.toHaveBeenCalled();

    act(() => publish('toast:show', { title: 'Your card was declined.', tone: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    measured.mockClear();
    window.dispatchEvent(new Event('scroll'));
    expect(measured).toHaveBeenCalled();
  });
});
