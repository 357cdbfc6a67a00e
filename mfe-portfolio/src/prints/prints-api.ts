import { invokeFunction } from 'shared-contracts/functions-client';
import { usePageAnswer } from 'shared-contracts/page-data';
import { printFunctions, type PrintListing, type PrintPage } from 'shared-contracts/prints';

/** The artworks she offers as prints, each from its lowest price. */
export async function loadPrints(): Promise<PrintListing[]> {
  return (await invokeFunction(printFunctions, 'get-prints', {})).prints;
}

/** One artwork's prints by its address; a FunctionCallError with status 404 when it is not offered as prints. */
export async function loadPrint(slug: string): Promise<PrintPage> {
  return (await invokeFunction(printFunctions, 'get-print', { slug })).print;
}

/** The prints the page came with (rendered on the server), if it did. */
export function useServedPrints(): PrintListing[] | undefined {
  return usePageAnswer(printFunctions, 'get-prints', {})?.prints;
}

/** One artwork's prints the page came with, if it did; null when it came knowing they are not offered. */
export function useServedPrint(slug: string): PrintPage | null | undefined {
  const answer = usePageAnswer(printFunctions, 'get-print', { slug });
  return answer && answer.print;
}
