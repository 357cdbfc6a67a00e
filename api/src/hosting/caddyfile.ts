/** What the Caddyfile of a hosted site says. */
export interface CaddySite {
  /** Her domain: shop.example.com. */
  domain: string;
  /** Her address, for the certificate authority's notices (expiry, problems). */
  email: string;
  /** The API processes, `127.0.0.1:3001`, … */
  upstreams: string[];
  /**
   * `acme`: a certificate from Let's Encrypt or ZeroSSL for her domain (the default, as Caddy
   * does on its own); `internal`: one from Caddy's own authority, for a test machine.
   */
  tls: 'acme' | 'internal';
  /** A second host serving remotes deployed on their own from `root` (`mfe-shop/{commit}/…`) to the site. */
  remotes?: { host: string; root: string };
}

/** How often Caddy asks each API process whether it is ready: a restarted one is sent visitors again at its next check. */
export const healthCheckSeconds = 5;

/**
 * The Caddyfile in front of the site: https with certificates Caddy obtains and renews itself,
 * HSTS, compression, a year's caching of the build's hashed files, and the API processes behind
 * it, each one left out while it does not answer /health/ready.
 */
export function caddyfile({ domain, email, upstreams, tls, remotes }: CaddySite): string {
  const ownTls = tls === 'internal' ? '\ttls internal\n' : '';
  return `# Written by ./install; run it again to change what it says.
{
	email ${email}
}

${domain} {
${ownTls}	encode zstd gzip
	# HSTS unless the site already sent it; no Server line.
	header ?Strict-Transport-Security "max-age=31536000; includeSubDomains"
	header -Server

	# Files whose names carry their content's hash never change: browsers and caches keep them a year.
	@hashed path_regexp hashed \\.[0-9a-f]{8,}\\.(js|css|woff2)$
	header @hashed {
		Cache-Control "public, max-age=31536000, immutable"
		defer
	}

	reverse_proxy ${upstreams.join(' ')} {
		lb_policy round_robin
		lb_try_duration 5s
		health_uri /health/ready
		health_interval ${healthCheckSeconds}s
		fail_duration 10s
	}
}
${remotes ? remotesBlock(domain, ownTls, remotes) : ''}`;
}

/**
 * The remotes' own origin: their builds as files, for the site's pages only (CORS), each entry
 * revalidated at every page load and every hashed file kept a year.
 */
function remotesBlock(domain: string, ownTls: string, { host, root }: { host: string; root: string }): string {
  return `
${host} {
${ownTls}	encode zstd gzip
	root * ${root}
	header Access-Control-Allow-Origin "https://${domain}"
	header Vary Origin
	header Strict-Transport-Security "max-age=31536000; includeSubDomains"
	@entry path */remoteEntry.js */mf-manifest.json
	header @entry Cache-Control "no-cache"
	@hashed path_regexp hashed \\.[0-9a-f]{8,}\\.(js|css|woff2)$
	header @hashed Cache-Control "public, max-age=31536000, immutable"
	file_server
}
`;
}
