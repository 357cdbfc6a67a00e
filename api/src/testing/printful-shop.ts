import { sampleCatalog } from '../catalog/sample-catalog';
import { PrintfulStandIn } from './printful-standin';
import { SmtpCapture } from './smtp-capture';
import { startTestServer, type TestServer } from './test-server';

/** A test server that sells through the Printful stand-in, which reports back to its webhook; its e-mails are captured. */
export interface PrintfulShop {
  printful: PrintfulStandIn;
  smtp: SmtpCapture;
  server: TestServer;
  stop(): Promise<void>;
}

export async function startPrintfulShop(webhookSecret: string): Promise<PrintfulShop> {
  const [printful, smtp] = await Promise.all([new PrintfulStandIn(sampleCatalog).start(), new SmtpCapture().start()]);
  const server = await startTestServer({
    env: {
      PRINTFUL_API_TOKEN: printful.token,
      PRINTFUL_API_URL: printful.url,
      PRINTFUL_WEBHOOK_SECRET: webhookSecret,
      SMTP_URL: smtp.url,
      ARTIST_EMAIL: 'grace@example.com',
      JOB_POLL_MS: '500',
    },
  });
  printful.webhookUrl = `${server.url}/webhooks/printful/${webhookSecret}`;
  return {
    printful,
    smtp,
    server,
    stop: async () => {
      await server.stop();
      await Promise.all([printful.stop(), smtp.stop()]);
    },
  };
}
