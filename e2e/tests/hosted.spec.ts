import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { mkdir } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { get } from 'node:https';
import { SmtpCapture } from 'api/testing/smtp-capture';
import { StripeStandIn } from 'api/testing/stripe-standin';
import { chromiumFlags, chromiumPath } from '../support/chromium';
import { seedStorage, sweatshirtCart } from '../support/journeys';
import { makeRelease, unpackRelease } from '../support/release';

const run = promisify(execFile);

// The hosted shape on this machine, as a server of hers would have it: ./install from a release
// sets up Caddy (with its own authority's certificate), PostgreSQL, Redis and two API processes,
// and ./doctor checks it. Without systemd as process 1 (CI), the units are verified and their
// command lines run as plain processes. It changes the machine, so it runs as root.
const domain = 'shop.grace.test';
const remotesHost = `remotes.${domain}`;
const caddyRoot = '/var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt';

/** A command as root: directly when the tests are root, else through sudo without a password. */
function asRoot(command: string, args: string[], env: Record<string, string> = {}) {
  const assignments = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  return process.getuid?.() === 0
    ? run(command, args, { env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', ...env }, maxBuffer: 16 * 1024 * 1024 })
    : run('sudo', ['-n', 'env', ...assignments, command, ...args], { maxBuffer: 16 * 1024 * 1024 });
}

/** A GET over https that trusts `ca`: its status, headers and body. */
function httpsGet(url: string, ca: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      get(url, { ca }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      }).on('error', reject);
    },
  );
}

/** What a command printed and how it ended, whether it succeeded or not. */
async function outcome(promise: Promise<{ stdout: string; stderr: string }>) {
  try {
    const { stdout, stderr } = await promise;
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

let release: { dir: string; remove(): Promise<void> };
let stripe: StripeStandIn;
let smtp: SmtpCapture;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const hosts = await readFile('/etc/hosts', 'utf8');
  if (!hosts.includes(remotesHost)) {
    await asRoot('sh', ['-c', `echo '127.0.0.1 ${domain} ${remotesHost}' >> /etc/hosts`]);
  }
  [stripe, smtp] = await Promise.all([new StripeStandIn('sk_live_standin').start(), new SmtpCapture().start()]);
  stripe.webhook = { url: `https://${domain}/webhooks/stripe`, secret: 'whsec_hosted' };
  release = await unpackRelease(await makeRelease());
});

test.afterAll(async () => {
  await asRoot('sh', [
    '-c',
    'for pid in /run/grace-studio/*.pid; do kill "$(cat "$pid")"; rm -f "$pid"; done; caddy stop',
  ]).catch(() => undefined);
  await Promise.all([stripe?.stop(), smtp?.stop(), release?.remove()]);
});

test('./install brings the site up over https behind Caddy with two API processes, and ./doctor finds all well', async () => {
  test.setTimeout(300_000);
  const installed = await outcome(
    asRoot(`${release.dir}/install`, [
      '--domain',
      domain,
      '--email',
      'grace@gracestudio.art',
      '--mail-from',
      '"Grace Studio" <shop@gracestudio.art>',
      '--smtp-url',
      smtp.url,
      '--stripe-secret-key',
      'sk_live_standin',
      '--stripe-publishable-key',
      'pk_live_standin',
      '--stripe-webhook-secret',
      'whsec_hosted',
      '--set',
      `STRIPE_API_URL=${stripe.url}`,
      '--tls',
      'internal',
    ]),
  );
  expect(installed.code, installed.output).toBe(0);
  expect(installed.output).toContain('grace-studio@.service written and verified');
  expect(installed.output).toMatch(/API process 2 answers/);

  // Through Caddy, on https with the certificate of its own authority.
  const ca = await readFile(caddyRoot, 'utf8');
  const home = await httpsGet(`https://${domain}/`, ca);
  expect(home.status).toBe(200);
  expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const script = /src="?(\/[^"\s>]+\.[0-9a-f]{8,}\.js)/.exec(home.body)?.[1];
  expect(script).toBeDefined();
  const hashed = await httpsGet(`https://${domain}${script}`, ca);
  expect(hashed.headers['cache-control']).toContain('immutable');
  const plain = await fetch(`http://${domain}/`, { redirect: 'manual' });
  expect(plain.status).toBe(308);
  expect(plain.headers.get('location')).toBe(`https://${domain}/`);

  const settings = await outcome(asRoot('stat', ['-c', '%a %U', '/etc/grace-studio/site.env']));
  expect(settings.output.trim()).toBe('600 grace-studio');

  const doctor = await outcome(asRoot(`${release.dir}/doctor`, []));
  expect(doctor.code, doctor.output).toBe(0);
  expect(doctor.output).toMatch(/^✓ certificate of shop\.grace\.test: valid for/m);
  expect(doctor.output).toMatch(/^✓ Stripe webhook: sends to https:\/\/shop\.grace\.test\/webhooks\/stripe/m);
  expect(doctor.output).toMatch(/^✓ last backup: backup-/m);
  expect(doctor.output).toMatch(/All \d+ checks pass\./);
});

test('./doctor names Redis once it stops, with what to do, and all is well again once it runs', async () => {
  test.setTimeout(120_000);
  await asRoot('redis-cli', ['shutdown', 'nosave']).catch(() => undefined);
  const broken = await outcome(asRoot(`${release.dir}/doctor`, []));
  expect(broken.code).toBe(1);
  expect(broken.output).toMatch(/^✗ Redis: cannot be reached/m);
  expect(broken.output).toContain('→ systemctl start redis-server');
  expect(broken.output).toContain('1 of ');

  await asRoot('runuser', [
    '-u',
    'redis',
    '--',
    'redis-server',
    '/etc/redis/redis.conf',
    '--daemonize',
    'yes',
    '--supervised',
    'no',
  ]);
  await expect.poll(async () => (await outcome(asRoot(`${release.dir}/doctor`, []))).code, { timeout: 30_000 }).toBe(0);
});

test('./deploy-remote serves the shop from its own host behind the same Caddy and back, without a rebuild of the shell and with the cart kept', async () => {
  test.setTimeout(240_000);
  // Chromium trusts Caddy's own authority as a server's browser trusts a public one.
  const nssdb = path.join(homedir(), '.pki', 'nssdb');
  await mkdir(nssdb, { recursive: true });
  await run('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']).catch(() => undefined);
  const root = path.join(tmpdir(), 'caddy-local-root.crt');
  await asRoot('sh', ['-c', `cp ${caddyRoot} ${root} && chmod 644 ${root}`]);
  await run('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'caddy-local', '-i', root]);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    await seedStorage(page, sweatshirtCart, `https://${domain}`);
    const shopScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe-shop/') || request.url().includes('/shop/')) shopScripts.push(request.url());
    });

    const deployed = await outcome(asRoot(`${release.dir}/deploy-remote`, ['shop']));
    expect(deployed.code, deployed.output).toBe(0);
    const address = new RegExp(`https://${remotesHost}/mfe-shop/[0-9a-f]{12}/remoteEntry\\.js`);
    expect(deployed.output).toMatch(address);
    const entry = await httpsGet(address.exec(deployed.output)![0], await readFile(caddyRoot, 'utf8'));
    expect(entry.status).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe(`https://${domain}`);
    expect(entry.headers['cache-control']).toBe('no-cache');

    await page.goto(`https://${domain}/merch`);
    await expect(
      page.getByRole('heading', { name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt' }),
    ).toBeVisible();
    await expect.poll(() => shopScripts.some((url) => url.startsWith(`https://${remotesHost}/mfe-shop/`))).toBe(true);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    const back = await outcome(asRoot(`${release.dir}/deploy-remote`, ['shop', '--back']));
    expect(back.code, back.output).toBe(0);
    shopScripts.length = 0;
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt' }),
    ).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(shopScripts.filter((url) => url.startsWith(`https://${remotesHost}/`))).toEqual([]);
  } finally {
    await browser.close();
  }
});
