import type { FastifyBaseLogger } from 'fastify';
import { sharedRequest } from 'shared-contracts/shared-request';

/**
 * Runs a piece of background work once at start-up (so work left by a restart resumes) and
 * then at every interval; a run still going when the next is due is not doubled.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private readonly run = sharedRequest(
    () => this.work().catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`)),
    { forget: 'when-settled' },
  );

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly work: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.run.current();
  }

  runOnce(): Promise<void> {
    return this.run.get();
  }
}
