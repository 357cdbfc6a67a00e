import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { remotes, remoteUrlVariable, type RemoteName } from 'shared-contracts/site-manifest';
import { freePort } from 'api/testing/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A remote deployed on an origin of its own: a copy of its build served by a separate
 * static server with CORS, as a CDN would. It can be stopped, started again on the same
 * port, and redeployed with changed content.
 */
export class RemoteOrigin {
  private server: FastifyInstance | undefined;

  private constructor(
    readonly remote: RemoteName,
    readonly dir: string,
    readonly port: number,
  ) {}

  /** Uploads the remote's build (the repository's, or a release's folder of it) to an origin of its own. */
  static async deploy(
    remote: RemoteName,
    build = path.join(repoRoot, remotes[remote].folder, 'dist'),
  ): Promise<RemoteOrigin> {
    const { folder } = remotes[remote];
    const dir = await mkdtemp(path.join(tmpdir(), `${folder}-origin-`));
    await cp(build, dir, { recursive: true });
    const origin = new RemoteOrigin(remote, dir, await freePort());
    await origin.start();
    return origin;
  }

  /** The site's setting that points the shell at this origin. */
  get siteEnv(): Record<string, string> {
    return { [remoteUrlVariable(this.remote)]: `http://127.0.0.1:${this.port}/remoteEntry.js` };
  }

  async start(): Promise<void> {
    // A stopped origin drops every connection at once, as a server that goes down does.
    const server = Fastify({ forceCloseConnections: true });
    server.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', 'no-cache');
    });
    await server.register(fastifyStatic, { root: this.dir, cacheControl: false });
    await server.listen({ host: '127.0.0.1', port: this.port });
    this.server = server;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  /** Stops the origin for good and removes its copy of the build. */
  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }

  /**
   * Redeploys the remote with one text changed in the built files (browser and server) that
   * contain it. Its entries change too, as a real build's do (they name its chunks by content).
   */
  async redeployReplacing(from: string, to: string): Promise<void> {
    let changed = 0;
    for (const file of await readdir(this.dir, { recursive: true })) {
      if (!file.endsWith('.js')) continue;
      const full = path.join(this.dir, file);
      const content = await readFile(full, 'utf8');
      const isEntry = path.basename(file) === 'remoteEntry.js';
      if (!content.includes(from) && !isEntry) continue;
      await writeFile(full, `${content.replaceAll(from, to)}${isEntry ? `\n// redeployed: ${to}\n` : ''}`);
      if (content.includes(from)) changed += 1;
    }
    if (changed === 0) throw new Error(`No built file of ${this.dir} contains "${from}".`);
  }
}
