import { commissionFunctions, type PastCommission } from 'shared-contracts/commissions';
import { invokeFunction } from 'shared-contracts/functions-client';
import { usePageAnswer } from 'shared-contracts/page-data';

/** The finished commissions she shows, with the client's words where they consented. */
export async function loadPastCommissions(): Promise<PastCommission[]> {
  return (await invokeFunction(commissionFunctions, 'get-past-commissions', {})).commissions;
}

/** The past commissions the page came with (rendered on the server), if it did. */
export function useServedPastCommissions(): PastCommission[] | undefined {
  return usePageAnswer(commissionFunctions, 'get-past-commissions', {})?.commissions;
}
