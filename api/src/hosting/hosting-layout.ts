import path from 'node:path';

/**
 * Where a hosted site lives on its server: each release unpacked under `releases/`, `current`
 * pointing at the one that runs, her settings in an environment file only the site's user reads,
 * and her data, archives and logs in the places Debian keeps such things.
 */
export interface HostingLayout {
  /** The system user the API processes run as. */
  user: string;
  /** /opt/grace-studio: `releases/<name>/` and the `current` link. */
  home: string;
  /** /etc/grace-studio, holding `site.env`. */
  configDir: string;
  /** DATA_DIR: her photos and the site's own files. */
  dataDir: string;
  /** BACKUP_DIR: the daily archives. */
  backupDir: string;
  logDir: string;
  /** How many API processes run behind the proxy (1 to 9), process N on 127.0.0.1:300N. */
  processes: number;
}

export const defaultLayout: HostingLayout = {
  user: 'grace-studio',
  home: '/opt/grace-studio',
  configDir: '/etc/grace-studio',
  dataDir: '/var/lib/grace-studio',
  backupDir: '/var/backups/grace-studio',
  logDir: '/var/log/grace-studio',
  processes: 2,
};

/** Caddy's own authority, which signs every certificate of a site installed with --tls internal. */
export const caddyLocalRoot = '/var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt';

/** The name of the systemd template unit; process N runs as `grace-studio@N.service`. */
export const unitName = 'grace-studio@.service';

export const envFile = (layout: HostingLayout) => path.join(layout.configDir, 'site.env');
export const currentRelease = (layout: HostingLayout) => path.join(layout.home, 'current');
export const releasesDir = (layout: HostingLayout) => path.join(layout.home, 'releases');

/** The processes' numbers, 1 to `layout.processes`. */
export const processNumbers = (layout: HostingLayout) => Array.from({ length: layout.processes }, (_, i) => i + 1);
