import { sessionIdSchema } from 'shared-contracts/design-service';

/** The site's tabs tell each other, on this channel, the id of each session verified as paid. */
const channelName = 'grace-studio:design-service:paid-sessions';

/**
 * Tells the site's other tabs that a session has been verified as paid: the tab that opened its
 * hosted payment page is still showing the button that would pay it again.
 */
export function announcePayment(sessionId: string): void {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(sessionId);
  channel.close();
}

/** Calls `onPaid` with each session another tab announces as paid; returns its unsubscribe. */
export function onPaymentAnnounced(onPaid: (sessionId: string) => void): () => void {
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const sessionId = sessionIdSchema.safeParse(data);
    if (sessionId.success) onPaid(sessionId.data);
  };
  return () => channel.close();
}
