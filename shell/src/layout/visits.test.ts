import { visitBeacon } from 'shared-contracts/visit-beacon';
import { describe, expect, it, vi } from 'vitest';
import { tellVisit } from './visits';

/** A browser whose beacons the test reads, with its privacy signals as given. */
function browser(signals: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}) {
  const sendBeacon = vi.fn(() => true);
  return { sent: sendBeacon, navigator: { doNotTrack: null, ...signals, sendBeacon } as unknown as Navigator };
}

describe('telling the site of a page view', () => {
  it('sends the page and where the visitor came from', () => {
    const { sent, navigator } = browser();
    tellVisit('/fine-art', 'https://www.instagram.com/', navigator);
    expect(sent).toHaveBeenCalledWith(
      visitBeacon.path,
      JSON.stringify({ path: '/fine-art', referrer: 'https://www.instagram.com/' }),
    );
  });

  it('sends nothing from a browser that asks not to be tracked, by Do Not Track or Global Privacy Control', () => {
    for (const signals of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      const { sent, navigator } = browser(signals);
      tellVisit('/fine-art', '', navigator);
      expect(sent).not.toHaveBeenCalled();
    }
  });

  it('sends nothing from her studio', () => {
    const { sent, navigator } = browser();
    tellVisit('/studio', '', navigator);
    tellVisit('/studio/orders', '', navigator);
    expect(sent).not.toHaveBeenCalled();
  });
});
