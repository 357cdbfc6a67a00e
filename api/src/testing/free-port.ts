import { createServer } from 'node:net';

/** A loopback port nobody is using, so a server can know its own address before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no loopback port was free');
  return address.port;
}
