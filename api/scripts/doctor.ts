// `./doctor` (in a release, on the server ./install set up): checks the running site and what it
// stands on, and prints what is wrong with what to do. Exits 1 when anything is.
import { defaultLayout } from '../src/hosting/hosting-layout';
import { examine } from '../src/hosting/doctor';

async function main() {
  const findings = await examine(defaultLayout);
  for (const { check, ok, found, fix } of findings) {
    console.info(`${ok ? '✓' : '✗'} ${check}: ${found}${fix ? `\n    → ${fix}` : ''}`);
  }
  const wrong = findings.filter((finding) => !finding.ok).length;
  console.info(wrong ? `\n${wrong} of ${findings.length} checks need you.` : `\nAll ${findings.length} checks pass.`);
  process.exitCode = wrong ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
