import { currentRelease, envFile, type HostingLayout } from './hosting-layout';

/**
 * The template unit of the API processes: `grace-studio@N.service` serves on 127.0.0.1:300N, as
 * its own user, restarted when it fails, with what it may touch narrowed to her data and
 * archives. The environment file holds her settings; the unit adds only the process's ports.
 */
export function siteUnit(layout: HostingLayout): string {
  const release = currentRelease(layout);
  return `# Written by ./install; run it again to change what it says.
[Unit]
Description=Grace Studio, API process %i
After=network-online.target postgresql.service redis-server.service
Wants=network-online.target

[Service]
Type=simple
User=${layout.user}
Group=${layout.user}
EnvironmentFile=${envFile(layout)}
Environment=HOST=127.0.0.1 PORT=300%i METRICS_PORT=946%i
WorkingDirectory=${release}
ExecStart=${release}/start
Restart=on-failure
RestartSec=2
TimeoutStopSec=30
UMask=0077

NoNewPrivileges=yes
CapabilityBoundingSet=
ProtectSystem=strict
ReadWritePaths=${layout.dataDir} ${layout.backupDir}
ProtectHome=yes
PrivateTmp=yes
PrivateDevices=yes
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectKernelLogs=yes
ProtectControlGroups=yes
ProtectClock=yes
ProtectHostname=yes
RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX
RestrictNamespaces=yes
RestrictRealtime=yes
RestrictSUIDSGID=yes
LockPersonality=yes
SystemCallArchitectures=native

[Install]
WantedBy=multi-user.target
`;
}

/** The environment a unit gives process `process` beyond the environment file: what `Environment=` says. */
export function unitEnvironment(process: number): Record<string, string> {
  return { HOST: '127.0.0.1', PORT: `300${process}`, METRICS_PORT: `946${process}` };
}
