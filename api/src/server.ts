import { ConfigError, loadConfig } from './config/config';
import { reportProcessFailures } from './error-reports/error-reports';
import { healthCheckSeconds } from './hosting/caddyfile';
import { startSite } from './start-site';

async function main() {
  const config = loadConfig();
  const starting = startSite(config);

  // Listened for from the first moment: the site answers before its start has finished (the
  // placeholder pieces of a fresh catalogue), and a stop asked for then waits for the start.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { app } = await starting;
    // Behind a proxy, it is told first that this process is going (/health/ready answers 503)
    // and keeps being served until its next check has sent visitors to the other processes.
    if (config.trustProxy !== false) {
      app.stopServing();
      app.log.info(`${signal} received, no longer ready; stopping in ${healthCheckSeconds + 1} s`);
      await new Promise((resolve) => setTimeout(resolve, (healthCheckSeconds + 1) * 1000));
    }
    app.log.info(`${signal} received, finishing open requests`);
    // A client that never reads its answer must not keep the server from stopping.
    setTimeout(() => {
      app.log.warn('open connections did not finish within 10 s; stopping anyway');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const { app, applied, upgradeBackup } = await starting;
  reportProcessFailures(process, { reports: app.errorReports, log: app.log, exit: (code) => process.exit(code) });
  if (applied.length) app.log.info({ applied, backupBeforehand: upgradeBackup }, 'database migrated');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
