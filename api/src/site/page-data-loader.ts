import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';
import { callKey, type FunctionContract, type FunctionRegistry } from 'shared-contracts/function-contract';
import { callsOfScreen, type Ask } from 'shared-contracts/page-calls';
import type { PageData } from 'shared-contracts/page-data';
import type { Page } from 'shared-contracts/site-manifest';
import { etagOf } from '../http/entity-tags';
import { asFunctionError, FunctionError, type BackendFunction } from '../http/site-function';
import { createReadFunctions, type SiteReadDeps } from './read-functions';
import { VersionedAnswer } from '../http/versioned-answers';

const notFound = Symbol('not found');

/** A page's data, and a name for this version of it: the same name, the same data. */
export interface VersionedPageData {
  data: PageData;
  version: string;
}

/**
 * The data pages are rendered with: the answers of the calls a page's screen makes first,
 * from the same functions a visitor's call reaches, called in process. An answer the function
 * versions (the catalogue's) is named by its version, any other by a tag of its content. A call
 * answered "not found" is kept as null, so the page shows at once that there is no such thing;
 * a call that fails otherwise is left out, and the screen then asks for it in the browser.
 */
export function pageDataOf(deps: SiteReadDeps, log: FastifyBaseLogger) {
  const functions: Partial<Record<string, BackendFunction<FunctionContract>>> = createReadFunctions(deps);
  const context = { log, ip: '127.0.0.1', cookies: {}, setCookie: () => undefined };
  // A versioned answer is checked once per call and version.
  const checkedVersions = new Map<string, unknown>();

  return async function pageData(page: Page, parameter: string | undefined): Promise<VersionedPageData> {
    const data: PageData = {};
    const versions: string[] = [];
    if (!('remote' in page.screen)) return { data, version: '' };
    const ask: Ask = async <Registry extends FunctionRegistry, Name extends keyof Registry & string>(
      registry: Registry,
      name: Name,
      body: z.input<Registry[Name]['request']>,
    ) => {
      const fn = functions[name];
      if (!fn) throw new Error(`${name} is not a function a page's data is read with.`);
      const key = callKey(name, body);
      const result = await fn.handle(body, context).catch((error: unknown) => {
        const refused = asFunctionError(error);
        if (refused instanceof FunctionError && refused.statusCode === 404) return notFound;
        log.debug({ err: error, name }, "A page's data call failed; the browser asks for it.");
        return undefined;
      });
      if (result === undefined) return undefined;
      if (result === notFound) {
        data[key] = null;
        versions.push(`${key} not found`);
        return undefined;
      }
      // Held to the function's response schema, as its route holds it: nothing else reaches the page.
      const check = (answer: unknown) => registry[name]!.response.safeParse(answer).data;
      let answer: unknown;
      let version: string;
      if (result instanceof VersionedAnswer) {
        version = `${key} ${result.version}`;
        answer = checkedVersions.get(version) ?? check(result.answer);
        if (checkedVersions.size > 100) checkedVersions.clear();
        checkedVersions.set(version, answer);
      } else {
        answer = check(result);
        version = etagOf(JSON.stringify(answer ?? null));
      }
      if (answer === undefined) return undefined;
      data[key] = answer;
      versions.push(version);
      return answer as z.output<Registry[Name]['response']>;
    };
    await callsOfScreen(page.screen, parameter, ask);
    return { data, version: versions.join(' ') };
  };
}
