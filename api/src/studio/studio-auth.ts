import { createHash, randomBytes } from 'node:crypto';
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
import {
  enrolmentLinkSpentMessage,
  passkeyCheckNeededMessage,
  type Ceremony,
  type Passkey,
} from 'shared-contracts/studio';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { Refusal } from '../domain/refusal';

/** How long an enrolment link works. */
export const enrolmentLinkLifetimeMs = 24 * 60 * 60 * 1000;
/** A session unused this long ends. */
export const sessionIdleMs = 30 * 60 * 1000;
/** A session ends this long after sign-in, however active. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** How long the browser has to answer a challenge. */
const ceremonyLifetimeMs = 5 * 60 * 1000;

/** The one user of the studio, the same for each of her passkeys. */
const ownerUserId = new TextEncoder().encode('studio-owner');

type CeremonyKind = 'enrol' | 'sign-in' | 'add-passkey' | 'confirm';

/** How each refusal of a sign-in or an enrolment is answered; the message is for her. */
const refusals = {
  'link-spent': 'gone',
  'ceremony-expired': 'invalid',
  'not-verified': 'not-signed-in',
  'unknown-passkey': 'not-signed-in',
  'last-passkey': 'conflict',
  'check-needed': 'forbidden',
} as const;

const refusal = (reason: keyof typeof refusals, message: string) => new Refusal(refusals[reason], message);

/** A secret handed out once (in a link or a cookie) and kept only as its hash. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface PasskeyRow {
  id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

/** A signed-in session: the hash of its token names it. */
export interface StudioSession {
  tokenHash: string;
  /** The passkey that opened it: its sessions end when it is removed. */
  passkeyId: string | null;
  /** When she last proved with a passkey that it is her: at sign-in, or when asked again. */
  checkedAt: Date | null;
}

/** How recent a passkey check must be before she adds or removes a passkey (OWASP ASVS 5.0, 7.5.1). */
export const passkeyCheckMs = 5 * 60 * 1000;

/**
 * Who may enter the studio: the artist's passkeys (WebAuthn through SimpleWebAuthn, relying
 * party = the site's public address), the one-time links that enrol one, and the sessions a
 * sign-in opens. Every challenge is kept server-side under a ceremony id and used once.
 */
export class StudioAuth {
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

  /** The link that enrols a passkey: the secret is after `#`, so it is never sent to a server or logged. */
  enrolmentUrl(token: string): string {
    return `${this.options.publicUrl}/studio/enrol#${token}`;
  }

  async hasPasskeys(): Promise<boolean> {
    const [row] = await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM studio_passkeys');
    return (row?.count ?? 0) > 0;
  }

  /** A new enrolment link, good once and for 24 hours. */
  async createEnrolmentLink(tx: Queryable = this.db): Promise<string> {
    const token = newToken();
    await tx.query(
      `INSERT INTO studio_enrolment_links (token_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))`,
      [hashOf(token), enrolmentLinkLifetimeMs / 1000],
    );
    return this.enrolmentUrl(token);
  }

  async isEnrolmentUsable(token: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM studio_enrolment_links WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [hashOf(token)],
    );
    return rows.length > 0;
  }

  async enrolmentOptions(token: string): Promise<Ceremony> {
    if (!(await this.isEnrolmentUsable(token))) throw this.linkSpent();
    return this.registrationCeremony('enrol', hashOf(token));
  }

  /**
   * Stores the passkey, spends the link and opens a session, all or nothing: a link answered
   * twice at once enrols one passkey.
   */
  async enrol(token: string, ceremonyId: string, response: RegistrationResponseJSON, name: string | undefined) {
    const linkHash = hashOf(token);
    const challenge = await this.takeCeremony(ceremonyId, 'enrol', linkHash);
    return this.db.transaction(async (tx) => {
      const spent = await tx.query(
        `UPDATE studio_enrolment_links SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING token_hash`,
        [linkHash],
      );
      if (!spent.length) throw this.linkSpent();
      const passkey = await this.register(tx, challenge, response, name);
      return { passkey, sessionToken: await this.openSession(tx, passkey.id) };
    });
  }

  async addPasskeyOptions(session: StudioSession): Promise<Ceremony> {
    this.requireRecentCheck(session);
    return this.registrationCeremony('add-passkey', session.tokenHash);
  }

  async addPasskey(
    session: StudioSession,
    ceremonyId: string,
    response: RegistrationResponseJSON,
    name: string | undefined,
  ): Promise<Passkey> {
    this.requireRecentCheck(session);
    const challenge = await this.takeCeremony(ceremonyId, 'add-passkey', session.tokenHash);
    return this.db.transaction((tx) => this.register(tx, challenge, response, name));
  }

  async signInOptions(): Promise<Ceremony> {
    // No list of her credentials: passkeys are discoverable, and a stranger learns nothing.
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: 'preferred' });
    return { ceremonyId: await this.beginCeremony('sign-in', options.challenge, null), options: { ...options } };
  }

  /** Checks the passkey's answer and opens a session; the token is for her cookie only. */
  async signIn(ceremonyId: string, response: AuthenticationResponseJSON): Promise<{ sessionToken: string }> {
    const challenge = await this.takeCeremony(ceremonyId, 'sign-in', null);
    return this.db.transaction(async (tx) => {
      const passkeyId = await this.verifyAssertion(tx, challenge, response);
      return { sessionToken: await this.openSession(tx, passkeyId) };
    });
  }

  /** Asks her passkey again, in a session: adding or removing a passkey needs a recent check. */
  async confirmOptions(session: StudioSession): Promise<Ceremony> {
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: 'preferred' });
    return {
      ceremonyId: await this.beginCeremony('confirm', options.challenge, session.tokenHash),
      options: { ...options },
    };
  }

  /** Records, for this session only, that her passkey answered just now. */
  async confirm(session: StudioSession, ceremonyId: string, response: AuthenticationResponseJSON): Promise<void> {
    const challenge = await this.takeCeremony(ceremonyId, 'confirm', session.tokenHash);
    await this.db.transaction(async (tx) => {
      await this.verifyAssertion(tx, challenge, response);
      await tx.query('UPDATE studio_sessions SET checked_at = now() WHERE token_hash = $1', [session.tokenHash]);
    });
  }

  async passkeys(): Promise<Passkey[]> {
    const rows = await this.db.query<PasskeyRow>('SELECT * FROM studio_passkeys ORDER BY created_at');
    return rows.map(toPasskey);
  }

  /**
   * Removes one passkey, and ends every session it opened; the last one stays, so she cannot
   * lock herself out while signed in.
   */
  async removePasskey(session: StudioSession, id: string): Promise<Passkey[]> {
    this.requireRecentCheck(session);
    await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>('SELECT id FROM studio_passkeys ORDER BY id FOR UPDATE');
      if (!rows.some((row) => row.id === id)) return;
      if (rows.length === 1) {
        throw refusal(
          'last-passkey',
          'This is your only passkey. Add another one before you remove it, so you can still sign in.',
        );
      }
      await tx.query('DELETE FROM studio_passkeys WHERE id = $1', [id]);
      await tx.query('DELETE FROM studio_sessions WHERE passkey_id = $1', [id]);
    });
    return this.passkeys();
  }

  /** The session a cookie's token names, if it is still open; using it keeps it open. */
  async session(token: string | undefined): Promise<StudioSession | undefined> {
    if (!token) return undefined;
    const [row] = await this.db.query<{ token_hash: string; passkey_id: string | null; checked_at: Date | null }>(
      `UPDATE studio_sessions SET last_seen_at = now()
        WHERE token_hash = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)
        RETURNING token_hash, passkey_id, checked_at`,
      [hashOf(token), sessionIdleMs / 1000],
    );
    return row ? { tokenHash: row.token_hash, passkeyId: row.passkey_id, checkedAt: row.checked_at } : undefined;
  }

  async signOut(session: StudioSession): Promise<void> {
    await this.db.query('DELETE FROM studio_sessions WHERE token_hash = $1', [session.tokenHash]);
  }

  async signOutEverywhere(): Promise<void> {
    await this.db.query('DELETE FROM studio_sessions');
  }

  /** Refuses a change of her passkeys unless a passkey answered in this session within `passkeyCheckMs`. */
  private requireRecentCheck(session: StudioSession): void {
    if (session.checkedAt && Date.now() - session.checkedAt.getTime() < passkeyCheckMs) return;
    throw refusal('check-needed', passkeyCheckNeededMessage);
  }

  /** Checks a passkey's answer to a challenge and counts its use; answers which passkey it was. */
  private async verifyAssertion(tx: Queryable, challenge: string, response: AuthenticationResponseJSON) {
    const [row] = await tx.query<PasskeyRow>('SELECT * FROM studio_passkeys WHERE id = $1 FOR UPDATE', [response.id]);
    if (!row) throw refusal('unknown-passkey', 'This passkey is not one of the studio’s.');
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
    if (!verification.verified) throw this.notVerified();
    await tx.query('UPDATE studio_passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
      row.id,
      verification.authenticationInfo.newCounter,
    ]);
    return row.id;
  }

  private async openSession(tx: Queryable, passkeyId: string): Promise<string> {
    await tx.query(
      'DELETE FROM studio_sessions WHERE expires_at < now() OR last_seen_at < now() - make_interval(secs => $1)',
      [sessionIdleMs / 1000],
    );
    await tx.query('DELETE FROM studio_ceremonies WHERE expires_at < now()');
    const token = newToken();
    await tx.query(
      `INSERT INTO studio_sessions (token_hash, expires_at, passkey_id, checked_at)
       VALUES ($1, now() + make_interval(secs => $2), $3, now())`,
      [hashOf(token), sessionLifetimeMs / 1000, passkeyId],
    );
    return token;
  }

  private async registrationCeremony(kind: CeremonyKind, subject: string): Promise<Ceremony> {
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
    return { ceremonyId: await this.beginCeremony(kind, options.challenge, subject), options: { ...options } };
  }

  private async register(
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
    if (!verification.verified) throw this.notVerified();
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
    if (!row) throw this.notVerified();
    return toPasskey(row);
  }

  private async beginCeremony(kind: CeremonyKind, challenge: string, subject: string | null): Promise<string> {
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
  private async takeCeremony(id: string, kind: CeremonyKind, subject: string | null): Promise<string> {
    const [row] = await this.db.query<{ challenge: string }>(
      `DELETE FROM studio_ceremonies
        WHERE id = $1 AND kind = $2 AND subject IS NOT DISTINCT FROM $3 AND expires_at > now()
        RETURNING challenge`,
      [id, kind, subject],
    );
    if (!row) {
      throw refusal('ceremony-expired', 'This request took too long or was already answered. Please try again.');
    }
    return row.challenge;
  }

  private linkSpent() {
    return refusal('link-spent', enrolmentLinkSpentMessage);
  }

  private notVerified() {
    return refusal('not-verified', 'The passkey could not be verified. Please try again.');
  }
}
