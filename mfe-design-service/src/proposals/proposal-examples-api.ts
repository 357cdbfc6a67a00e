import { commissionFunctions, type ProposalContent } from 'shared-contracts/commissions';
import type { FunctionResponse } from 'shared-contracts/functions';
import { invokeFunction } from 'shared-contracts/functions-client';
import { usePageAnswer } from 'shared-contracts/page-data';

/** A proposal she shows as an example on /proposal. */
export type ProposalExampleSummary = FunctionResponse<'get-proposal-examples'>['examples'][number];

/** The proposals she marked as public examples. */
export async function loadProposalExamples(): Promise<ProposalExampleSummary[]> {
  return (await invokeFunction(commissionFunctions, 'get-proposal-examples', {})).examples;
}

/** The examples the page came with (rendered on the server), if it did. */
export function useServedProposalExamples(): ProposalExampleSummary[] | undefined {
  return usePageAnswer(commissionFunctions, 'get-proposal-examples', {})?.examples;
}

/** One example by its id; a FunctionCallError with status 404 when she shows no such example. */
export async function loadProposalExample(id: string): Promise<ProposalContent> {
  return (await invokeFunction(commissionFunctions, 'get-proposal-example', { id })).proposal;
}

/** The example the page came with, if it did; null when it came knowing there is no such example. */
export function useServedProposalExample(id: string): ProposalContent | null | undefined {
  const answer = usePageAnswer(commissionFunctions, 'get-proposal-example', { id });
  return answer && answer.proposal;
}
