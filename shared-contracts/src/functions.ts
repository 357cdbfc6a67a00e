import type * as z from 'zod/mini';
import { artworkFunctions } from 'shared-contracts/artworks';
import { catalogFunctions } from 'shared-contracts/catalog';
import { commissionFunctions } from 'shared-contracts/commissions';
import { designServiceFunctions } from 'shared-contracts/design-service';
import type { FunctionRegistry } from 'shared-contracts/function-contract';
import { listFunctions } from 'shared-contracts/mailing-list';
import { messageFunctions } from 'shared-contracts/messages';
import { offerFunctions } from 'shared-contracts/offers';
import { orderFunctions } from 'shared-contracts/order';
import { orderStatusFunctions } from 'shared-contracts/order-status';
import { printFunctions } from 'shared-contracts/prints';

export {
  functionErrorSchema,
  functionPath,
  noInput,
  type FunctionContract,
  type FunctionError,
} from 'shared-contracts/function-contract';

/**
 * Every backend function of the site, by name: the domains' registries joined. The API serves
 * each as POST /functions/v1/{name} and checks both sides with these schemas; the browser
 * calls a function through its own domain's registry (functions-client), so a page downloads
 * the schemas of the functions it calls and no others.
 */
export const backendFunctions = {
  ...catalogFunctions,
  ...artworkFunctions,
  ...printFunctions,
  ...orderFunctions,
  ...orderStatusFunctions,
  ...messageFunctions,
  ...designServiceFunctions,
  ...listFunctions,
  ...offerFunctions,
  ...commissionFunctions,
} as const satisfies FunctionRegistry;

export type FunctionName = keyof typeof backendFunctions;

/** What a caller sends to a function (fields with a default may be left out). */
export type FunctionRequest<Name extends FunctionName> = z.input<(typeof backendFunctions)[Name]['request']>;

/** What a function receives once its request schema has parsed the body. */
export type ParsedFunctionRequest<Name extends FunctionName> = z.output<(typeof backendFunctions)[Name]['request']>;

/** What a function answers with a 2xx. */
export type FunctionResponse<Name extends FunctionName> = z.output<(typeof backendFunctions)[Name]['response']>;

/** One function's schemas, typed for that function alone. */
export interface ContractOf<Name extends FunctionName> {
  request: z.ZodMiniType<ParsedFunctionRequest<Name>, FunctionRequest<Name>>;
  response: z.ZodMiniType<FunctionResponse<Name>>;
}

const contracts: { [Name in FunctionName]: ContractOf<Name> } = backendFunctions;

/** The schemas of one function, so that code generic in the name keeps that function's types. */
export function contractOf<Name extends FunctionName>(name: Name): ContractOf<Name> {
  return contracts[name];
}
