import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { siteConfig } from 'shared-contracts/site-config';
import type { Ceremony, Passkey } from 'shared-contracts/studio';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { Refusal } from '../domain/refusal';

/** How long the browser has to answer a challenge. */
const ceremonyLifetimeMs = 5 * 60 * 1000;

/** The one user of the studio, the same for each of her passkeys. */
const ownerUserId = new TextEncoder().encode('studio-owner');

export type CeremonyKind = 'enrol' | 'sign-in' | 'add-passkey' | 'confirm';

/** How each refusal of a sign-in or an enrolment is answered; the message is for her. */
const refusals = {
  'link-spent': 'gone',
  'ceremony-expired': 'invalid',
  'not-verified': 'not-signed-in',
  'unknown-passkey': 'not-signed-in',
  'last-passkey': 'conflict',
  'check-needed': 'forbidden',
} as const;

export const studioRefusal = (reason: keyof typeof refusals, message: string) => new Refusal(refusals[reason], message);

const notVerified = () => studioRefusal('not-verified', 'The passkey could not be verified. Please try again.');

export interface PasskeyRow {
  id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

/**
 * The WebAuthn ceremonies of her passkeys (SimpleWebAuthn, relying party = the site's public
 * address): each challenge is kept server-side under a ceremony id and spent on first use.
 */
export class PasskeyCeremonies {
  private readonly rpId: string;
  private readonly origin: string;

  constructor(
    private readonly db: Database,
    private readonly options: { publicUrl: string; artistEmail: string },
  ) {
    const url = new URL(options.publicUrl);
    this.rpId = url.hostname;
    this.origin = url.origin;
  }

  /** Options for an answer from one of her passkeys, under a ceremony of `kind`. */
  async authenticationOptions(kind: CeremonyKind, subject: string | null): Promise<Ceremony> {
    // No list of her credentials: passkeys are discoverable, and a stranger learns nothing.
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: 'preferred' });
    return { ceremonyId: await this.begin(kind, options.challenge, subject), options: { ...options } };
  }

  /** Options for a new passkey, under a ceremony of `kind` for `subject` (a link's or a session's hash). */
  async registrationOptions(kind: CeremonyKind, subject: string): Promise<Ceremony> {
    const stored = await this.db.query<{ id: string; transports: string[] }>(
      'SELECT id, transports FROM studio_passkeys',
    );
    const options = await generateRegistrationOptions({
      rpName: siteConfig.businessName,
      rpID: this.rpId,
      userID: ownerUserId,
      userName: this.options.artistEmail,
      userDisplayName: siteConfig.artistName,
      attestationType: 'none',
      excludeCredentials: stored.map((row) => ({
        id: row.id,
        transports: row.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return { ceremonyId: await this.begin(kind, options.challenge, subject), options: { ...options } };
  }

  /** Checks a new passkey's answer and stores it; answers the passkey as her studio lists it. */
  async register(
    tx: Queryable,
    challenge: string,
    response: RegistrationResponseJSON,
    name: string | undefined,
  ): Promise<Passkey> {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      requireUserVerification: false,
    }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
    if (!verification.verified) throw notVerified();
    const { credential } = verification.registrationInfo;
    const [count] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM studio_passkeys');
    const [row] = await tx.query<PasskeyRow>(
      `INSERT INTO studio_passkeys (id, public_key, counter, transports, name)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING *`,
      [
        credential.id,
        Buffer.from(credential.publicKey),
        credential.counter,
        credential.transports ?? [],
        name || `Passkey ${(count?.count ?? 0) + 1}`,
      ],
    );
    if (!row) throw notVerified();
    return toPasskey(row);
  }

  async begin(kind: CeremonyKind, challenge: string, subject: string | null): Promise<string> {
    const id = newId('cer');
    await this.db.query(
      `INSERT INTO studio_ceremonies (id, kind, challenge, subject, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [id, kind, challenge, subject, ceremonyLifetimeMs / 1000],
    );
    return id;
  }

  /**
   * The challenge of a ceremony still open, of this kind and for this subject. It is spent at
   * once, whether the answer then verifies or not: a challenge is never answered twice.
   */
  async take(id: string, kind: CeremonyKind, subject: string | null): Promise<string> {
    const [row] = await this.db.query<{ challenge: string }>(
      `DELETE FROM studio_ceremonies
        WHERE id = $1 AND kind = $2 AND subject IS NOT DISTINCT FROM $3 AND expires_at > now()
        RETURNING challenge`,
      [id, kind, subject],
    );
    if (!row) {
      throw studioRefusal('ceremony-expired', 'This request took too long or was already answered. Please try again.');
    }
    return row.challenge;
  }

  /** Checks a passkey's answer to a challenge and counts its use; answers which passkey it was. */
  async verifyAssertion(tx: Queryable, challenge: string, response: AuthenticationResponseJSON) {
    const [row] = await tx.query<PasskeyRow>('SELECT * FROM studio_passkeys WHERE id = $1 FOR UPDATE', [response.id]);
    if (!row) throw studioRefusal('unknown-passkey', 'This passkey is not one of the studio’s.');
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(row.public_key),
        counter: Number(row.counter),
        transports: row.transports as AuthenticatorTransport[],
      },
    }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
    if (!verification.verified) throw notVerified();
    await tx.query('UPDATE studio_passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
      row.id,
      verification.authenticationInfo.newCounter,
    ]);
    return row.id;
  }
}
