import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a piece of background work once at start-up (so work left by a restart resumes) and
 * then at every interval; a run still going when the next is due is not doubled.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

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
    await this.running;
  }

  runOnce(): Promise<void> {
    this.running ??= this.work()
      .catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
