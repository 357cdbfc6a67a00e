import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { callKey, functionPath, type FunctionRegistry } from 'shared-contracts/function-contract';
import { callsOfScreen, type Ask } from 'shared-contracts/page-calls';
import type { PageData } from 'shared-contracts/page-data';
import type { Page } from 'shared-contracts/site-manifest';

/**
 * The data a page is rendered with: the answers of the calls its screen makes first, asked of
 * this server's own functions (in process, through the same routes, checks and caches as a
 * visitor's call). A call that fails is left out; the screen then asks for it in the browser.
 */
export async function pageData(app: FastifyInstance, page: Page, parameter: string | undefined): Promise<PageData> {
  const data: PageData = {};
  if (!('remote' in page.screen)) return data;
  const ask: Ask = async <Registry extends FunctionRegistry, Name extends keyof Registry & string>(
    registry: Registry,
    name: Name,
    body: z.input<Registry[Name]['request']>,
  ) => {
    const response = await app.inject({ method: 'POST', url: functionPath(name), payload: body ?? {} });
    if (response.statusCode !== 200) return undefined;
    const answer: unknown = response.json();
    const parsed = registry[name]!.response.safeParse(answer);
    if (!parsed.success) return undefined;
    data[callKey(name, body)] = answer;
    return parsed.data as z.output<Registry[Name]['response']>;
  };
  await callsOfScreen(page.screen, parameter, ask);
  return data;
}
