import * as z from 'zod/mini';
import { checkInventoryRequestSchema, inventorySchema, productListSchema } from './catalog';
import {
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  onboardingAccessRequestSchema,
  onboardingAccessResponseSchema,
  saveOnboardingRequestSchema,
  saveOnboardingResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from './design-service';
import { commissionRequestSchema, contactMessageSchema, submissionReceiptSchema } from './messages';
import { paymentOptionsSchema, processOrderRequestSchema, processOrderResponseSchema } from './order';
import { orderStatusRequestSchema, orderStatusSchema } from './order-status';

/** What a backend function takes and what it answers with a 2xx. */
export interface FunctionContract {
  request: z.ZodMiniType;
  response: z.ZodMiniType;
}

/** Functions that read nothing from the request: no body, or an empty object. */
const noInput = z.optional(z.object({}));

/**
 * Every backend function of the site, by name. The API serves each as POST
 * /functions/v1/{name} and checks both sides with these schemas; the browser sends the request
 * and checks the answer with the same ones.
 */
export const backendFunctions = {
  'get-printful-products': { request: noInput, response: productListSchema },
  'check-inventory': { request: checkInventoryRequestSchema, response: inventorySchema },
  'process-order': { request: processOrderRequestSchema, response: processOrderResponseSchema },
  'get-payment-options': { request: noInput, response: paymentOptionsSchema },
  'get-order-status': { request: orderStatusRequestSchema, response: orderStatusSchema },
  'send-contact-message': { request: contactMessageSchema, response: submissionReceiptSchema },
  'submit-commission-request': { request: commissionRequestSchema, response: submissionReceiptSchema },
  'create-payment': { request: createPaymentRequestSchema, response: createPaymentResponseSchema },
  'verify-payment-and-notify': { request: verifyPaymentRequestSchema, response: verifyPaymentResponseSchema },
  'check-onboarding-access': { request: onboardingAccessRequestSchema, response: onboardingAccessResponseSchema },
  'save-onboarding': { request: saveOnboardingRequestSchema, response: saveOnboardingResponseSchema },
} as const satisfies Record<string, FunctionContract>;

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

/** Every refusal and failure of a function: one sentence for the visitor. */
export const functionErrorSchema = z.object({ error: z.string() });

export type FunctionError = z.infer<typeof functionErrorSchema>;

/** Where a function is served: supabase-js's functions.invoke calls the same address. */
export function functionPath(name: string): string {
  return `/functions/v1/${name}`;
}
