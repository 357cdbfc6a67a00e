// jsdom has no HTMLDialogElement.showModal() or close(). These stand-ins only set and remove
// the `open` attribute, so a dialog's content can be tested in jsdom; what the browser does
// for a modal dialog (focus kept inside, Escape, focus given back) is tested in Chromium.
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

/** Installs the stand-ins for the calling test file; returns them to count the calls. */
export function standInForModalDialogs() {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  const prototype = HTMLDialogElement.prototype;
  const originals = {
    showModal: Object.getOwnPropertyDescriptor(prototype, 'showModal'),
    close: Object.getOwnPropertyDescriptor(prototype, 'close'),
  };

  // Installed for the whole file: components still mounted after a test close their dialog
  // when they are cleaned up.
  beforeAll(() => {
    Object.defineProperty(prototype, 'showModal', { value: showModal, configurable: true, writable: true });
    Object.defineProperty(prototype, 'close', { value: close, configurable: true, writable: true });
  });
  beforeEach(() => {
    showModal.mockClear();
    close.mockClear();
  });
  afterAll(() => {
    for (const [name, original] of Object.entries(originals)) {
      if (original) Object.defineProperty(prototype, name, original);
      else Reflect.deleteProperty(prototype, name);
    }
  });
  return { showModal, close };
}
