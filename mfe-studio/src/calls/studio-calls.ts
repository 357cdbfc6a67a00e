import type * as z from 'zod/mini';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';
import { studioFunctions, studioSignInFunctions } from 'shared-contracts/studio';

export type StudioFunctionName = keyof typeof studioFunctions & string;
export type StudioRequest<Name extends StudioFunctionName> = z.input<(typeof studioFunctions)[Name]['request']>;
export type StudioAnswer<Name extends StudioFunctionName> = z.output<(typeof studioFunctions)[Name]['response']>;

export type SignInFunctionName = keyof typeof studioSignInFunctions & string;
type SignInRequest<Name extends SignInFunctionName> = z.input<(typeof studioSignInFunctions)[Name]['request']>;

/** A call that needs her session. Screens call through the frame's session, which notices a 401. */
export function callStudio<Name extends StudioFunctionName>(name: Name, body: StudioRequest<Name>) {
  return invokeFunction(studioFunctions, name, body);
}

/** A call of signing in or enrolling, which needs no session. */
export function callSignIn<Name extends SignInFunctionName>(name: Name, body: SignInRequest<Name>) {
  return invokeFunction(studioSignInFunctions, name, body);
}

/** Whether the server refused a call because this browser holds no session of hers. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof FunctionCallError && error.status === 401;
}

/** The status the server answered with, or undefined when the failure was not the server's answer. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof FunctionCallError ? error.status : undefined;
}

/**
 * What to tell her when something failed. The server's refusals and the browser's passkey
 * failures are already sentences for her; anything else is a fault of ours she cannot fix.
 */
export function problemOf(error: unknown): string {
  if (error instanceof FunctionCallError) return error.message;
  if (error instanceof Error && error.name === 'PasskeyCeremonyError') return error.message;
  return 'Something went wrong. Please try again.';
}
