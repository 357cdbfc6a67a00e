import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAcrossSignIn } from './use-focus-across-sign-in';

const buttons: HTMLButtonElement[] = [];

/** A button in the page, as on the screen she was using. */
function button(name: string) {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  buttons.push(element);
  return element;
}

const signInPanel = () => button('Sign in with a passkey');

describe('her focus while she signs in again', () => {
  afterEach(() => {
    for (const element of buttons.splice(0)) element.remove();
  });

  it('gives the focus back to where she was once she has signed in again', () => {
    const check = button('Check');
    const { result, rerender } = renderHook(({ signedIn }) => useFocusAcrossSignIn(signedIn), {
      initialProps: { signedIn: true },
    });
    check.focus();
    result.current();
    rerender({ signedIn: false });
    signInPanel().focus();

    rerender({ signedIn: true });
    expect(check).toHaveFocus();
  });

  it('keeps the first place she was when her session is found gone more than once', () => {
    const check = button('Check');
    const save = button('Save');
    const { result, rerender } = renderHook(({ signedIn }) => useFocusAcrossSignIn(signedIn), {
      initialProps: { signedIn: true },
    });
    check.focus();
    result.current();
    rerender({ signedIn: false });
    save.focus();
    result.current();

    rerender({ signedIn: true });
    expect(check).toHaveFocus();
  });

  it('moves the focus only once: a later sign-in leaves it where it is', () => {
    const check = button('Check');
    const { result, rerender } = renderHook(({ signedIn }) => useFocusAcrossSignIn(signedIn), {
      initialProps: { signedIn: true },
    });
    check.focus();
    result.current();
    rerender({ signedIn: false });
    rerender({ signedIn: true });

    const panel = signInPanel();
    rerender({ signedIn: false });
    panel.focus();
    rerender({ signedIn: true });
    expect(panel).toHaveFocus();
  });

  it('moves no focus when she was nowhere in particular, or where she was has gone', () => {
    const { result, rerender } = renderHook(({ signedIn }) => useFocusAcrossSignIn(signedIn), {
      initialProps: { signedIn: true },
    });
    result.current();
    rerender({ signedIn: false });
    const panel = signInPanel();
    panel.focus();
    rerender({ signedIn: true });
    expect(panel).toHaveFocus();

    const gone = button('Delete');
    gone.focus();
    result.current();
    rerender({ signedIn: false });
    gone.remove();
    panel.focus();
    rerender({ signedIn: true });
    expect(panel).toHaveFocus();
  });

  it('keeps where she was while she is not yet signed in again', () => {
    const check = button('Check');
    const { result, rerender } = renderHook(({ signedIn }) => useFocusAcrossSignIn(signedIn), {
      initialProps: { signedIn: true },
    });
    check.focus();
    result.current();
    rerender({ signedIn: false });
    const panel = signInPanel();
    panel.focus();
    rerender({ signedIn: false });

    expect(panel).toHaveFocus();
  });
});
