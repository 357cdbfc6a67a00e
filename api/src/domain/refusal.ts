/** Why the site's own rules refuse what was asked, whoever asked it: a call, a job or a script. */
export type RefusalKind =
  | 'invalid'
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  /** Asked too often: the caller is to wait. */
  | 'too-many';

/**
 * A refusal by the site's rules, with a sentence for whoever asked. The business rooms throw
 * it; each caller decides what it means there: the function routes answer it with a status.
 */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}
