import type { DeskCommission, DeskPaymentRequest } from 'shared-contracts/commissions-desk';
import type { StudioRequest } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import type { CheckedProposal } from './proposal-form';

type NewPaymentRequest = StudioRequest<'studio-request-payment'>;
type ChangedRequest = Omit<StudioRequest<'studio-change-payment-request'>, 'requestId'>;

/** The requests with the server's answer about one of them in its place, or added after them when it is new. */
const withRequest = (requests: readonly DeskPaymentRequest[], request: DeskPaymentRequest) =>
  requests.some((each) => each.id === request.id)
    ? requests.map((each) => (each.id === request.id ? request : each))
    : [...requests, request];

/** What she does to a payment request; the server's answer shows in its place at once. */
function usePaymentRequestCalls(shown: (request: DeskPaymentRequest) => void) {
  const { call } = useStudioSession();
  const answered = async (answer: Promise<{ request: DeskPaymentRequest }>) => {
    const { request } = await answer;
    shown(request);
    return request;
  };
  return {
    requestPayment: (request: NewPaymentRequest) => answered(call('studio-request-payment', request)),
    changeRequest: (requestId: string, change: ChangedRequest) =>
      answered(call('studio-change-payment-request', { requestId, ...change })),
    cancelRequest: (requestId: string) => answered(call('studio-cancel-payment-request', { requestId })),
  };
}

export type PaymentRequestCalls = ReturnType<typeof usePaymentRequestCalls>;

/** Her proposals and projects, the one-off jobs' payment requests, and what she does with them. */
export function useCommissions() {
  const { call } = useStudioSession();
  const { state, retry, update } = useStudioQuery('studio-commissions', {});
  const requests = usePaymentRequestCalls((request) =>
    update((data) => ({ ...data, requests: withRequest(data.requests, request) })),
  );
  return {
    state,
    retry,
    create: async (commission: StudioRequest<'studio-new-commission'>) =>
      (await call('studio-new-commission', commission)).commission,
    ...requests,
  };
}

/**
 * One commission, and every change she makes to it: each is answered with the whole commission,
 * or with the one payment request it changed, which is shown at once.
 */
export function useCommission(id: string) {
  const { call } = useStudioSession();
  const { state, retry, replace, update } = useStudioQuery('studio-commission', { id });
  const requests = usePaymentRequestCalls((request) =>
    update(({ commission }) => ({
      commission: { ...commission, requests: withRequest(commission.requests, request) },
    })),
  );
  const changed = async (answer: Promise<{ commission: DeskCommission }>) => replace(await answer);
  return {
    state,
    retry,
    save: (proposal: CheckedProposal) => changed(call('studio-save-proposal', { id, proposal })),
    send: () => changed(call('studio-send-proposal', { id })),
    move: (move: Omit<StudioRequest<'studio-move-commission'>, 'id'>) =>
      changed(call('studio-move-commission', { id, ...move })),
    post: (post: Omit<StudioRequest<'studio-post-to-commission'>, 'id'>) =>
      changed(call('studio-post-to-commission', { id, ...post })),
    setExample: (example: boolean) => changed(call('studio-set-proposal-example', { id, example })),
    showPast: (past: Omit<StudioRequest<'studio-show-past-commission'>, 'id'>) =>
      changed(call('studio-show-past-commission', { id, ...past })),
    ...requests,
  };
}

export type CommissionCalls = ReturnType<typeof useCommission>;
