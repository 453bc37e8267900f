/**
 * Image resize helpers, one per image host (spec section 9: "image resize helpers cover several
 * image hosts, minimum 100 for one platform"). Product pictures come from the stores and
 * suppliers merchants connect; each host's CDN resizes on request in its own URL dialect, so a
 * 64 px thumbnail downloads a small file instead of a 2000 px original.
 *
 * A URL from any other host (or a data:/blob: URL, or text that is no URL at all) is returned
 * unchanged: resizing is an optimisation, never a reason for a picture not to show.
 */

export interface ImageHost {
  /** Stable name, for tests and debugging. */
  name: string;
  matches: (url: URL) => boolean;
  /** Returns the URL of the same picture at (at least) `width` px wide. */
  resize: (url: URL, width: number) => string;
  /** Smallest width the host is asked for. */
  minWidth?: number;
}

/** Shopify's CDN (cdn.shopify.com and shops' own /cdn/shop/ paths) takes a `width` query. */
const shopify: ImageHost = {
  name: 'shopify',
  matches: (url) => url.hostname === 'cdn.shopify.com' || url.pathname.startsWith('/cdn/shop/'),
  resize: (url, width) => {
    url.searchParams.set('width', String(width));
    return url.toString();
  },
};

/**
 * AliExpress / Alibaba (*.alicdn.com): a size suffix after the file name,
 * `photo.jpg` -> `photo.jpg_220x220.jpg`, replacing any suffix already there. This is the
 * platform with the spec's minimum of 100: its pictures are supplier photos whose small
 * renditions are too soft to judge a product by, so nothing smaller is requested.
 */
const aliexpressSuffix = /(\.(?:jpe?g|png|webp|gif))_\d+x\d+(?:q\d+)?\.(?:jpe?g|png|webp)(?:_\.webp)?$/i;
const aliexpress: ImageHost = {
  name: 'aliexpress',
  minWidth: 100,
  matches: (url) => url.hostname === 'alicdn.com' || url.hostname.endsWith('.alicdn.com'),
  resize: (url, width) => {
    const base = url.pathname.replace(aliexpressSuffix, '$1');
    if (!/\.(?:jpe?g|png|webp|gif)$/i.test(base)) return url.toString();
    url.pathname = `${base}_${width}x${width}.jpg`;
    return url.toString();
  },
};

/** Alibaba Cloud OSS (*.aliyuncs.com), where the platform keeps uploaded pictures: `x-oss-process`. */
const aliyunOss: ImageHost = {
  name: 'aliyun-oss',
  matches: (url) => url.hostname.endsWith('.aliyuncs.com'),
  resize: (url, width) => {
    url.searchParams.set('x-oss-process', `image/resize,w_${width}`);
    return url.toString();
  },
};

/**
 * Etsy (i.etsystatic.com) serves a fixed set of renditions named in the path
 * (`il_fullxfull`, `il_570xN`, ...): pick the smallest one at least `width` wide.
 */
const etsySizes = [
  { width: 75, name: 'il_75x75' },
  { width: 170, name: 'il_170x135' },
  { width: 340, name: 'il_340x270' },
  { width: 570, name: 'il_570xN' },
  { width: 794, name: 'il_794xN' },
] as const;
const etsyRendition = /\/il_(?:\d+x\d+|\d+xN|fullxfull)\./;
const etsy: ImageHost = {
  name: 'etsy',
  matches: (url) => url.hostname === 'i.etsystatic.com' && etsyRendition.test(url.pathname),
  resize: (url, width) => {
    const rendition = etsySizes.find((size) => size.width >= width)?.name ?? 'il_fullxfull';
    url.pathname = url.pathname.replace(etsyRendition, `/${rendition}.`);
    return url.toString();
  },
};

export const imageHosts: readonly ImageHost[] = [shopify, aliexpress, aliyunOss, etsy];

/** The host helper for a URL, if any. */
export function imageHostOf(src: string): ImageHost | undefined {
  const url = parse(src);
  return url ? imageHosts.find((host) => host.matches(url)) : undefined;
}

/**
 * The URL of `src` resized to `width` CSS px at the given pixel density (rounded up to whole
 * px, raised to the host's minimum). Unknown hosts and unusable input come back unchanged.
 */
export function resizeImage(src: string, width: number, density = 1): string {
  const url = parse(src);
  if (!url || !(width > 0)) return src;
  const host = imageHosts.find((candidate) => candidate.matches(url));
  if (!host) return src;
  const pixels = Math.max(Math.ceil(width * density), host.minWidth ?? 1);
  return host.resize(url, pixels);
}

/** `srcset` text for 1x and 2x screens, or undefined when the host cannot resize. */
export function imageSrcSet(src: string, width: number): string | undefined {
  if (!imageHostOf(src) || !(width > 0)) return undefined;
  return `${resizeImage(src, width, 1)} 1x, ${resizeImage(src, width, 2)} 2x`;
}

function parse(src: string): URL | undefined {
  if (!/^(?:https?:)?\/\//i.test(src)) return undefined;
  try {
    // Protocol-relative URLs ("//ae01.alicdn.com/...") are common in supplier data.
    return new URL(src.startsWith('//') ? `https:${src}` : src);
  } catch {
    return undefined;
  }
}
