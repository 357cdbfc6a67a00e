// `npm run studio:enrol`: asks the running server for a fresh link that enrols a passkey for
// the studio, and prints it. It proves it runs beside the server by the key in the server's data
// folder; the link is e-mailed to the artist as well.
import { ConfigError, loadConfig } from '../src/config/config';
import { commandSettings } from '../src/hosting/installed-settings';
import { enrolmentKeyFile, enrolmentLinksPath, localServerUrl, readServerKey } from '../src/studio/enrolment-links';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const config = loadConfig(await commandSettings());
  const key =
    (await readServerKey(config.dataDir)) ??
    fail(
      `There is no studio key at ${enrolmentKeyFile(config.dataDir)}. Start the site (npm start) with the same DATA_DIR, then try again.`,
    );
  const address = localServerUrl(config, enrolmentLinksPath);
  const response = await fetch(address, { method: 'POST', headers: { Authorization: `Bearer ${key}` } }).catch(() =>
    fail(`The site does not answer at ${address}. Start it (npm start), then try again.`),
  );
  const answer = (await response.json().catch(() => ({}))) as { link?: string; error?: string };
  if (!response.ok || !answer.link) fail(answer.error ?? `The site answered ${response.status}.`);
  console.info(
    `This link creates a passkey for the studio, once, within 24 hours (it was e-mailed to ${config.mail.artistEmail} too):\n${answer.link}`,
  );
}

main().catch((error: unknown) => fail(error instanceof ConfigError ? error.message : String(error)));
