import { describe, expect, it } from 'vitest';
import { formatEnvFile, parseEnvFile } from './site-env';

describe('the environment file of her settings', () => {
  it('reads back what it wrote, quotes, backslashes, spaces and equals signs included', () => {
    const settings = {
      MAIL_FROM: 'Grace Studio <shop@gracestudio.art>',
      SMTP_URL: 'smtps://grace:p"a\\ss=word@smtp.example.net:465',
      APP_ENV: 'production',
    };
    const text = formatEnvFile(settings, 'Her settings');
    expect(text).toContain('SMTP_URL="smtps://grace:p\\"a\\\\ss=word@smtp.example.net:465"');
    expect(parseEnvFile(text)).toEqual(settings);
  });

  it('reads unquoted lines written by hand and skips comments and blank lines', () => {
    expect(parseEnvFile('# a comment\n\nPORT=8080\n  TIME_ZONE=America/New_York  \n')).toEqual({
      PORT: '8080',
      TIME_ZONE: 'America/New_York',
    });
  });
});
