// `npm run studio:enrol`: asks the running server for a fresh link that enrols a passkey for
// the studio, and prints it. It proves it runs beside the server by the key in the server's data
// folder; the link is e-mailed to the artist as well.
import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../src/config';
import { enrolmentKeyFile, enrolmentLinksPath } from '../src/studio/enrolment-links';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const keyFile = enrolmentKeyFile(config.dataDir);
  const key = await readFile(keyFile, 'utf8').catch(() =>
    fail(`There is no studio key at ${keyFile}. Start the site (npm start) with the same DATA_DIR, then try again.`),
  );
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const address = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}${enrolmentLinksPath}`;
  const response = await fetch(address, { method: 'POST', headers: { Authorization: `Bearer ${key.trim()}` } }).catch(
    () => fail(`The site does not answer at ${address}. Start it (npm start), then try again.`),
  );
  const answer = (await response.json().catch(() => ({}))) as { link?: string; error?: string };
  if (!response.ok || !answer.link) fail(answer.error ?? `The site answered ${response.status}.`);
  console.info(
    `This link creates a passkey for the studio, once, within 24 hours (it was e-mailed to ${config.mail.artistEmail} too):\n${answer.link}`,
  );
}

main().catch((error: unknown) => fail(error instanceof ConfigError ? error.message : String(error)));
