import type * as z from 'zod/mini';
import { onTestFinished, vi } from 'vitest';
import { backendFunctions, functionErrorSchema, functionPath, type FunctionError } from '../functions';
import type { FunctionRegistry } from '../function-contract';
import {
  photoUpload,
  studioFunctions,
  studioSignInFunctions,
  uploadedPhotoSchema,
  type UploadedPhoto,
} from '../studio';

/**
 * Every function the fake can answer: the site's backend functions and the studio's, which the
 * API serves from its own registries.
 */
const fakedFunctions = {
  ...backendFunctions,
  ...studioSignInFunctions,
  ...studioFunctions,
} as const satisfies FunctionRegistry;

export type FakedFunctionName = keyof typeof fakedFunctions;
type FakedRequest<Name extends FakedFunctionName> = z.output<(typeof fakedFunctions)[Name]['request']>;
type FakedResponse<Name extends FakedFunctionName> = z.output<(typeof fakedFunctions)[Name]['response']>;

interface FakedContract<Name extends FakedFunctionName> {
  request: z.ZodMiniType<FakedRequest<Name>>;
  response: z.ZodMiniType<FakedResponse<Name>>;
}

const contracts: { [Name in FakedFunctionName]: FakedContract<Name> } = fakedFunctions;

/** What a fake function answers: its response (200), an error with its status, or a thrown network failure. */
export type FunctionAnswer<Name extends FakedFunctionName> =
  { status?: 200; body: FakedResponse<Name> } | { status: number; body: FunctionError } | (() => never);

/** A fake for each function the test expects to be called; it receives the body as the server would parse it. */
export type FunctionHandlers = {
  [Name in FakedFunctionName]?: (body: FakedRequest<Name>) => FunctionAnswer<Name> | Promise<FunctionAnswer<Name>>;
};

/** A photo the page uploaded: the file as sent, with the type it was labelled with. */
export interface PhotoUploadRequest {
  contentType: string;
  file: Blob;
}

/** What the fake photo upload answers: the stored photo, an error with its status, or a network failure. */
export type PhotoUploadAnswer =
  { status?: 200; body: UploadedPhoto } | { status: number; body: FunctionError } | (() => never);

export interface FakeBackendOptions {
  /** Answers POST {photoUpload.path}; without it, uploads are answered 404. */
  photoUpload?: (request: PhotoUploadRequest) => PhotoUploadAnswer | Promise<PhotoUploadAnswer>;
}

const isFakedName = (name: string): name is FakedFunctionName => Object.hasOwn(fakedFunctions, name);

/**
 * Answers the page's calls to /functions/v1/{name} (and, when asked to, the studio's photo
 * upload) in a test and records them. Every request and every answer is held to the
 * registry's schemas, the server's own: a page that sends what the server would refuse, or a
 * fake that answers what the server never sends, fails the test. A handler that throws stands
 * for a network failure.
 */
export function fakeFunctions(handlers: FunctionHandlers, options: FakeBackendOptions = {}) {
  const calls: { name: string; body: unknown }[] = [];
  const uploads: PhotoUploadRequest[] = [];
  const drift: string[] = [];
  onTestFinished(() => {
    if (drift.length) throw new Error(`The fake backend saw what the real one would not:\n${drift.join('\n')}`);
  });
  const refuse = (problem: string): never => {
    drift.push(problem);
    throw new Error(problem);
  };

  async function answer<Name extends FakedFunctionName>(name: Name, body: unknown): Promise<Response> {
    const contract: FakedContract<Name> = contracts[name];
    const request = contract.request.safeParse(body ?? {});
    if (!request.success) {
      return refuse(`${name} was sent a body its schema refuses: ${JSON.stringify(request.error.issues)}`);
    }
    const handler = handlers[name];
    if (!handler) return json(404, { error: `Unknown function: ${name}` });
    const given = await handler(request.data);
    if (typeof given === 'function') return given();
    return checked(name, given.status ?? 200, given.body, contract.response);
  }

  function checked(what: string, status: number, body: unknown, success: z.ZodMiniType): Response {
    const schema = status >= 200 && status < 300 ? success : functionErrorSchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return refuse(
        `${what} answered ${status} with a body its schema refuses: ${JSON.stringify(parsed.error.issues)}`,
      );
    }
    return json(status, body);
  }

  async function answerUpload(init: RequestInit | undefined): Promise<Response> {
    const contentType = new Headers(init?.headers).get('Content-Type') ?? '';
    const file = init?.body;
    if (init?.method !== 'POST') return refuse(`The photo upload was sent with ${init?.method ?? 'GET'}, not POST`);
    if (!(file instanceof Blob)) return refuse('The photo upload was sent something other than the file itself');
    if (!contentType) return refuse('The photo upload was sent without a Content-Type');
    uploads.push({ contentType, file });
    if (!options.photoUpload) return json(404, { error: `Unknown address: ${photoUpload.path}` });
    const given = await options.photoUpload({ contentType, file });
    if (typeof given === 'function') return given();
    return checked(photoUpload.path, given.status ?? 200, given.body, uploadedPhotoSchema);
  }

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url) === photoUpload.path) return answerUpload(init);
      const name = String(url).slice(functionPath('').length);
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ name, body });
      if (!isFakedName(name)) return json(404, { error: `Unknown function: ${name}` });
      return answer(name, body);
    }),
  );
  return {
    calls: (name?: FakedFunctionName) => calls.filter((call) => !name || call.name === name),
    /** The photos the page uploaded, in order. */
    uploads: () => [...uploads],
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
