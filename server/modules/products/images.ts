/**
 * Generated product images: a deterministic SVG per (product id, image number), drawn here and served
 * at a stable URL, so the demo catalogue has real pictures without downloading any. Same input, same
 * bytes: browsers and CDNs may cache them for a year.
 */
import type { FastifyInstance } from 'fastify';

export const productImageUrl = (productId: number, n: number) => `/api/media/products/${productId}/${n}.svg`;
export const productImagePattern = /^\/api\/media\/products\/(\d+)\/([1-9])\.svg$/;

const hues = [12, 28, 45, 95, 150, 175, 200, 222, 260, 290, 330];

export function productSvg(productId: number, n: number): string {
  const hue = hues[(productId * 7 + n) % hues.length];
  const accent = (hue + 150) % 360;
  const shape = (productId + n) % 3;
  const figure = shape === 0
    ? `<circle cx="200" cy="190" r="${90 + (productId % 30)}" fill="hsl(${accent} 55% 55%)"/>`
    : shape === 1
      ? `<rect x="${110 - (productId % 20)}" y="100" width="${180 + (productId % 40)}" height="180" rx="24" fill="hsl(${accent} 50% 50%)"/>`
      : `<path d="M200 80 L320 300 L80 300 Z" fill="hsl(${accent} 60% 52%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Product ${productId}, image ${n}">`
    + `<rect width="400" height="400" fill="hsl(${hue} 45% 90%)"/>${figure}`
    + `<text x="200" y="370" text-anchor="middle" font-family="sans-serif" font-size="22" fill="hsl(${hue} 40% 25%)">#${productId} · ${n}</text></svg>`;
}

/** GET /api/media/products/:id/:n.svg (outside the contract: an image, not an envelope). */
export function registerProductImages(app: FastifyInstance) {
  app.get('/api/media/products/:id/:file', { schema: { hide: true } }, async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const match = productImagePattern.exec(`/api/media/products/${id}/${file}`);
    if (!match || Number(match[1]) > 2_147_483_647) return reply.code(404).send({ status: 404, message: 'No such image.', data: null });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(productSvg(Number(match[1]), Number(match[2])));
  });
}
