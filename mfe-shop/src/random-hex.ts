/** `bytes` random bytes as hexadecimal, from the browser's own generator (on any origin, https or not). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}
