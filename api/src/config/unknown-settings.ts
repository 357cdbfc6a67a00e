import { remoteNames, remoteUrlVariable } from 'shared-contracts/site-manifest';
import { envVariables } from './environment-variables';

/**
 * Variables read outside the server's configuration: by the tests, the benchmarks, the dev
 * servers and the release's own scripts. Any other name close to a setting is reported.
 */
const otherVariables = [
  'TEST_DATABASE_URL',
  'CHROMIUM_PATH',
  'API_ORIGIN',
  'BENCH_SECONDS',
  'BENCH_CONNECTIONS',
  'BENCH_LIGHTHOUSE',
  'BENCH_API',
];

/** Prefixes that only this site's settings use: any other name under them is a mistake. */
const ownPrefixes = ['STRIPE_', 'PRINTFUL_', 'SMTP_', 'S3_', 'BACKUP_'];

/** How many letters must be added, removed or changed to turn one name into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A variable that looks like one of the site's settings but is none, with the setting it was likely meant to be. */
export interface UnknownSetting {
  name: string;
  suggestion?: string;
}

/** Names in the environment that look like settings of this site (a typo, a wrong case) but are none. */
export function unknownSettings(names: string[]): UnknownSetting[] {
  const known = [...Object.keys(envVariables.shape), ...remoteNames.map(remoteUrlVariable), ...otherVariables];
  const squeezed = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return names.flatMap((name) => {
    if (known.includes(name)) return [];
    const nearest = known
      .map((setting) => ({ setting, distance: editDistance(squeezed(name), squeezed(setting)) }))
      .sort((a, b) => a.distance - b.distance)[0]!;
    const close = nearest.distance <= Math.min(2, Math.floor(nearest.setting.length / 6));
    if (close) return [{ name, suggestion: nearest.setting }];
    return ownPrefixes.some((prefix) => name.toUpperCase().startsWith(prefix)) ? [{ name }] : [];
  });
}
