import { useState } from 'react';
import {
  createPaymentRequestSchema,
  servicePrices,
  type CreatePaymentRequest,
  type ProjectType,
  designServiceFunctions,
} from 'shared-contracts/design-service';
import { publish } from 'shared-contracts/events';
import { FunctionCallError, UnexpectedAnswerError, invokeFunction } from 'shared-contracts/functions-client';
import { useSitePrices } from 'shared-contracts/site-words';
import { emptyClientDetails } from './ClientDetails';
import { usePaidSession } from './use-paid-session';

/**
 * Creates a payment session and opens its hosted payment page in a new tab. The tab is
 * opened at the click, before the server answers, so that browsers do not block it; it is
 * closed again if no payment page comes back, and the server's refusal is shown in its own
 * words: a 409 says the price changed since the page was opened and asks the visitor to reload
 * it, and nothing typed is lost. Resolves with the id of the session the tab pays, when the
 * server names it.
 */
async function openHostedPayment(request: CreatePaymentRequest): Promise<string | undefined> {
  const tab = window.open('', '_blank');
  try {
    const { url, sessionId } = await invokeFunction(designServiceFunctions, 'create-payment', request);
    publish('toast:show', {
      title: 'Redirecting to Payment',
      description: 'Opening secure payment window...',
      tone: 'info',
    });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    return sessionId;
  } catch (error) {
    tab?.close();
    publish('toast:show', {
      title: 'Payment Error',
      description:
        // An answer without a payment page's address is the only answer the page cannot use.
        error instanceof UnexpectedAnswerError
          ? 'No payment URL received'
          : error instanceof FunctionCallError && error.status !== 0
            ? error.message
            : 'Failed to create payment session. Please try again.',
      tone: 'error',
    });
    return undefined;
  }
}

/**
 * The client's details for a project and the payment that starts from them: incomplete
 * details are refused with the spec's message before anything is sent. `price` is the
 * project's, in dollars, from the prices the page was served with: what the page shows and
 * the amount it sends, which the server refuses (409, with its message) if she has changed
 * it since. `paid` is a payment this page opened, once the server verifies it as paid.
 */
export function useHostedPayment(projectType: ProjectType) {
  const price = servicePrices(useSitePrices())[projectType];
  const [client, setClient] = useState(emptyClientDetails);
  const [processing, setProcessing] = useState(false);
  const [opened, setOpened] = useState<readonly string[]>([]);
  const paid = usePaidSession(opened);

  const pay = async () => {
    const request: CreatePaymentRequest = { ...client, address: '', amount: price, projectType };
    if (!createPaymentRequestSchema.safeParse(request).success) {
      publish('toast:show', {
        title: 'Missing Information',
        description: 'Please fill out all required fields',
        tone: 'error',
      });
      return;
    }
    setProcessing(true);
    const sessionId = await openHostedPayment(request);
    if (sessionId) setOpened((sessionIds) => [...sessionIds, sessionId]);
    setProcessing(false);
  };

  return { price, client, setClient, processing, pay, paid };
}
