import { createHash, randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  enrolmentLinkSpentMessage,
  passkeyCheckNeededMessage,
  type Ceremony,
  type Passkey,
} from 'shared-contracts/studio';
import type { Database, Queryable } from '../db/database';
import { PasskeyCeremonies, studioRefusal, toPasskey, type PasskeyRow } from './passkey-ceremonies';

/** How long an enrolment link works. */
export const enrolmentLinkLifetimeMs = 24 * 60 * 60 * 1000;
/** A session unused this long ends. */
export const sessionIdleMs = 30 * 60 * 1000;
/** A session ends this long after sign-in, however active. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** A secret handed out once (in a link or a cookie) and kept only as its hash. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

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
  private readonly ceremonies: PasskeyCeremonies;

  constructor(
    private readonly db: Database,
    private readonly options: { publicUrl: string; artistEmail: string },
  ) {
    this.ceremonies = new PasskeyCeremonies(db, options);
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
    if (!(await this.isEnrolmentUsable(token))) throw studioRefusal('link-spent', enrolmentLinkSpentMessage);
    return this.ceremonies.registrationOptions('enrol', hashOf(token));
  }

  /**
   * Stores the passkey, spends the link and opens a session, all or nothing: a link answered
   * twice at once enrols one passkey.
   */
  async enrol(token: string, ceremonyId: string, response: RegistrationResponseJSON, name: string | undefined) {
    const linkHash = hashOf(token);
    const challenge = await this.ceremonies.take(ceremonyId, 'enrol', linkHash);
    return this.db.transaction(async (tx) => {
      const spent = await tx.query(
        `UPDATE studio_enrolment_links SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING token_hash`,
        [linkHash],
      );
      if (!spent.length) throw studioRefusal('link-spent', enrolmentLinkSpentMessage);
      const passkey = await this.ceremonies.register(tx, challenge, response, name);
      return { passkey, sessionToken: await this.openSession(tx, passkey.id) };
    });
  }

  async addPasskeyOptions(session: StudioSession): Promise<Ceremony> {
    this.requireRecentCheck(session);
    return this.ceremonies.registrationOptions('add-passkey', session.tokenHash);
  }

  async addPasskey(
    session: StudioSession,
    ceremonyId: string,
    response: RegistrationResponseJSON,
    name: string | undefined,
  ): Promise<Passkey> {
    this.requireRecentCheck(session);
    const challenge = await this.ceremonies.take(ceremonyId, 'add-passkey', session.tokenHash);
    return this.db.transaction((tx) => this.ceremonies.register(tx, challenge, response, name));
  }

  async signInOptions(): Promise<Ceremony> {
    return this.ceremonies.authenticationOptions('sign-in', null);
  }

  /** Checks the passkey's answer and opens a session; the token is for her cookie only. */
  async signIn(ceremonyId: string, response: AuthenticationResponseJSON): Promise<{ sessionToken: string }> {
    const challenge = await this.ceremonies.take(ceremonyId, 'sign-in', null);
    return this.db.transaction(async (tx) => {
      const passkeyId = await this.ceremonies.verifyAssertion(tx, challenge, response);
      return { sessionToken: await this.openSession(tx, passkeyId) };
    });
  }

  /** Asks her passkey again, in a session: adding or removing a passkey needs a recent check. */
  async confirmOptions(session: StudioSession): Promise<Ceremony> {
    return this.ceremonies.authenticationOptions('confirm', session.tokenHash);
  }

  /** Records, for this session only, that her passkey answered just now. */
  async confirm(session: StudioSession, ceremonyId: string, response: AuthenticationResponseJSON): Promise<void> {
    const challenge = await this.ceremonies.take(ceremonyId, 'confirm', session.tokenHash);
    await this.db.transaction(async (tx) => {
      await this.ceremonies.verifyAssertion(tx, challenge, response);
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
        throw studioRefusal(
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
    throw studioRefusal('check-needed', passkeyCheckNeededMessage);
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
}
