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

/** The hook as the frame holds it, signed in at first: what a refused call tells it, and the phase. */
function frame() {
  const { result, rerender } = renderHook(({ signedIn }) => useFocusAcrossSignIn(signedIn), {
    initialProps: { signedIn: true },
  });
  return { sessionGone: () => result.current(), signedIn: (signedIn: boolean) => rerender({ signedIn }) };
}

describe('her focus while she signs in again', () => {
  afterEach(() => {
    for (const element of buttons.splice(0)) element.remove();
  });

  it('gives the focus back to where she was once she has signed in again', () => {
    const check = button('Check');
    const { sessionGone, signedIn } = frame();
    check.focus();
    sessionGone();
    signedIn(false);
    signInPanel().focus();

    signedIn(true);
    expect(check).toHaveFocus();
  });

  it('keeps the first place she was when her session is found gone more than once', () => {
    const check = button('Check');
    const save = button('Save');
    const { sessionGone, signedIn } = frame();
    check.focus();
    sessionGone();
    signedIn(false);
    save.focus();
    sessionGone();

    signedIn(true);
    expect(check).toHaveFocus();
  });

  it('moves the focus only once: a later sign-in leaves it where it is', () => {
    const check = button('Check');
    const { sessionGone, signedIn } = frame();
    check.focus();
    sessionGone();
    signedIn(false);
    signedIn(true);

    const panel = signInPanel();
    signedIn(false);
    panel.focus();
    signedIn(true);
    expect(panel).toHaveFocus();
  });

  it('moves no focus when she was nowhere in particular, or where she was has gone', () => {
    const { sessionGone, signedIn } = frame();
    sessionGone();
    signedIn(false);
    const panel = signInPanel();
    panel.focus();
    signedIn(true);
    expect(panel).toHaveFocus();

    const gone = button('Delete');
    gone.focus();
    sessionGone();
    signedIn(false);
    gone.remove();
    panel.focus();
    signedIn(true);
    expect(panel).toHaveFocus();
  });

  it('keeps where she was while she is not yet signed in again', () => {
    const check = button('Check');
    const { sessionGone, signedIn } = frame();
    check.focus();
    sessionGone();
    signedIn(false);
    const panel = signInPanel();
    panel.focus();
    signedIn(false);

    expect(panel).toHaveFocus();
  });
});
