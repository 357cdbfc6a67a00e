import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array | string) =>
  isoBase64URL.fromBuffer(new Uint8Array(typeof data === 'string' ? new TextEncoder().encode(data) : data));

/** Authenticator data flags: user present, user verified, and (on registration) a credential attached. */
const userPresentAndVerified = 0x01 | 0x04;
const credentialAttached = 0x40;

/**
 * A passkey held in memory, for API tests: it answers the server's WebAuthn options the way a
 * platform authenticator does (ES256, attestation "none"), signed with a real P-256 key, so the
 * server's own verification runs unchanged. Browser tests use Chromium's virtual authenticator.
 */
export class SoftwarePasskey {
  private readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(private readonly origin: string) {}

  get id(): string {
    return base64url(this.credentialId);
  }

  /** Answers `generateRegistrationOptions`' JSON. */
  register(options: Record<string, unknown>): RegistrationResponseJSON {
    const { challenge, rp } = options as { challenge: string; rp: { id: string } };
    const clientDataJSON = this.clientData('webauthn.create', challenge);
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const publicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authenticatorData(rp.id, userPresentAndVerified | credentialAttached),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      publicKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers `generateAuthenticationOptions`' JSON, counting up like a real authenticator. */
  authenticate(options: Record<string, unknown>): AuthenticationResponseJSON {
    const { challenge, rpId } = options as { challenge: string; rpId: string };
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', challenge);
    const authData = this.authenticatorData(rpId, userPresentAndVerified);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: base64url('studio-owner'),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string): string {
    return JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false });
  }

  private authenticatorData(rpId: string, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }
}
