// `npm run build`: every app of the site manifest, for the browser and the server, as many at a
// time as the machine has cores.
import { buildApps, siteApps } from './site-builds.mjs';

await buildApps(await siteApps());
