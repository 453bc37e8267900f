/**
 * Test helpers for connector tests: follow a sandbox's approval page as the merchant's browser would,
 * and receive the sandbox's signed webhooks on a real port with their exact bytes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Clicks "Install app" on the sandbox's approval page and returns where the platform sends the browser back. */
export async function approve(authorizeUrl: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  if (!page.ok) throw new Error(`approval page answered ${page.status}`);
  const html = await page.text();
  const href = /id="approve" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!href) throw new Error('no approve link on the approval page');
  const response = await fetch(new URL(href, authorizeUrl), { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`approve answered ${response.status}`);
  return new URL(location);
}

export const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

export interface ReceivedWebhook { headers: Record<string, string | string[] | undefined>; rawBody: Buffer }

/** A loopback HTTP server that keeps every POST it receives. */
export async function webhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const waiting: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks) });
      waiting.splice(0).forEach((wake) => wake());
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let taken = 0;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    /** The next webhook not yet taken (waits up to 5 s). */
    async next(): Promise<ReceivedWebhook> {
      const count = ++taken;
      const deadline = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error('no webhook arrived');
        await new Promise<void>((resolve) => { waiting.push(resolve); setTimeout(resolve, 200); });
      }
      return received[count - 1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A product of the portal's shape for publishing tests (cents). */
export function sampleProduct(entryId: number, overrides: Partial<{ title: string; variants: number }> = {}) {
  const count = overrides.variants ?? 2;
  return {
    entryId,
    title: overrides.title ?? `Linen shirt ${entryId}`,
    descriptionHtml: '<p>Washed linen.</p>',
    images: ['https://cdn.example.com/shirt.jpg'],
    tags: ['linen', 'summer'],
    collections: ['Shirts'],
    variants: Array.from({ length: count }, (_, index) => ({
      sku: `SKU-${entryId}-${index + 1}`,
      options: { Size: ['S', 'M', 'L', 'XL'][index % 4] ?? `S${index}`, Colour: index >= 4 ? `C${index}` : 'Sand' },
      priceCents: 2450 + index * 100,
      compareAtPriceCents: index === 0 ? 2990 : null,
      inventory: 10 + index,
      weightGrams: 250,
    })),
  };
}
