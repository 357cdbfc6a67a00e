import { describe, expect, it } from 'vitest';
import { invalidEmailMessage, mailbox } from './mailbox';

describe('an e-mail address', () => {
  const rule = mailbox('Please fill in email');

  it('takes one mailbox, tags and dots included', () => {
    for (const address of ['lydia@example.com', 'lydia.purple+orders@mail.example.co.uk', "o'brien@example.org"]) {
      expect(rule.safeParse(address).data).toBe(address);
    }
    expect(rule.safeParse('  lydia@example.com ').data).toBe('lydia@example.com');
  });

  it('refuses anything a mail library could read as more than one mailbox, or as none', () => {
    const hostile = [
      'victim,evil@attacker.example',
      'victim@example.com,evil@attacker.example',
      'inj@evil.example\u0085Bcc:z',
      'inj@evil.example\u2028Bcc:z',
      'a b@example.com',
      'Lydia <lydia@example.com>',
      'lydia@example.com\u0000',
      '"quoted"@example.com',
      'lydia@localhost',
      `${'a'.repeat(250)}@example.com`,
    ];
    for (const address of hostile) {
      expect(
        rule.safeParse(address).error?.issues.map((issue) => issue.message),
        address,
      ).toEqual([invalidEmailMessage]);
    }
    expect(rule.safeParse('').error?.issues[0]?.message).toBe('Please fill in email');
  });
});
