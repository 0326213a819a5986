import { createServer } from 'node:http';
import { startSensorVendorsStandIn, type UbibotFeed } from './sensor-vendors-stand-in';

/**
 * The vendors' stand-in as a process of its own, for the end-to-end tests (apps/web/playwright.config.ts
 * starts it beside the app; never shipped). One Ubibot account (`E2E_UBIBOT_KEY`) with one channel; the
 * test adds feeds through a control port, as a sensor would have sent them to its cloud.
 */
const port = Number(process.env.E2E_VENDOR_PORT ?? 18438);
const vendors = await startSensorVendorsStandIn({ port });
vendors.state.ubibot.accountKeys.add(process.env.E2E_UBIBOT_KEY ?? 'e2e-ubibot-account-key');
vendors.state.ubibot.channels.set('5001', { name: 'Bodija sensor', feeds: [] });

const control = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'GET' && request.url === '/health') return response.writeHead(200).end('ok');
    if (request.method === 'POST' && request.url === '/feeds/5001') {
      const feeds = JSON.parse(Buffer.concat(chunks).toString('utf8') || '[]') as UbibotFeed[];
      vendors.state.ubibot.channels.get('5001')!.feeds.push(...feeds);
      return response.writeHead(204).end();
    }
    return response.writeHead(404).end();
  });
});
control.listen(port + 1, '127.0.0.1');
const stop = async () => {
  control.close();
  await vendors.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
