import { describe, expect, it } from 'vitest';
import { imageHostOf, imageHosts, imageSrcSet, resizeImage } from './resize';

describe('resizeImage per host', () => {
  it('Shopify: sets the width query, keeping other parameters', () => {
    expect(resizeImage('https://cdn.shopify.com/s/files/1/0001/products/shirt.jpg?v=1699', 200)).toBe(
      'https://cdn.shopify.com/s/files/1/0001/products/shirt.jpg?v=1699&width=200',
    );
    expect(resizeImage('https://demo.shop/cdn/shop/files/shirt.png?width=1000', 64)).toBe(
      'https://demo.shop/cdn/shop/files/shirt.png?width=64',
    );
  });

  it('AliExpress: appends a size suffix, replacing an existing one', () => {
    expect(resizeImage('https://ae01.alicdn.com/kf/Sa1b2c3.jpg', 220)).toBe('https://ae01.alicdn.com/kf/Sa1b2c3.jpg_220x220.jpg');
    expect(resizeImage('https://ae01.alicdn.com/kf/Sa1b2c3.jpg_640x640q90.jpg_.webp', 300)).toBe(
      'https://ae01.alicdn.com/kf/Sa1b2c3.jpg_300x300.jpg',
    );
  });

  it('AliExpress: never asks for less than 100 px', () => {
    expect(resizeImage('https://ae01.alicdn.com/kf/Sa1b2c3.png', 40)).toBe('https://ae01.alicdn.com/kf/Sa1b2c3.png_100x100.jpg');
    expect(resizeImage('https://ae01.alicdn.com/kf/Sa1b2c3.png', 99.5)).toBe('https://ae01.alicdn.com/kf/Sa1b2c3.png_100x100.jpg');
    expect(resizeImage('https://ae01.alicdn.com/kf/Sa1b2c3.png', 101)).toBe('https://ae01.alicdn.com/kf/Sa1b2c3.png_101x101.jpg');
    expect(imageHosts.filter((host) => host.minWidth === 100).map((host) => host.name)).toEqual(['aliexpress']);
  });

  it('AliExpress: leaves a path without a picture extension alone', () => {
    expect(resizeImage('https://ae01.alicdn.com/kf/image', 200)).toBe('https://ae01.alicdn.com/kf/image');
  });

  it('other hosts have no minimum', () => {
    expect(resizeImage('https://cdn.shopify.com/a.jpg', 40)).toBe('https://cdn.shopify.com/a.jpg?width=40');
  });

  it('Aliyun OSS: sets x-oss-process', () => {
    expect(resizeImage('https://portal-img.oss-cn-hangzhou.aliyuncs.com/sku/1.jpg', 160)).toBe(
      'https://portal-img.oss-cn-hangzhou.aliyuncs.com/sku/1.jpg?x-oss-process=image%2Fresize%2Cw_160',
    );
  });

  it('Etsy: picks the smallest rendition at least as wide', () => {
    const src = 'https://i.etsystatic.com/123/r/il/abc/456/il_fullxfull.456_xyz.jpg';
    expect(resizeImage(src, 60)).toBe('https://i.etsystatic.com/123/r/il/abc/456/il_75x75.456_xyz.jpg');
    expect(resizeImage(src, 300)).toBe('https://i.etsystatic.com/123/r/il/abc/456/il_340x270.456_xyz.jpg');
    expect(resizeImage(src, 2000)).toBe(src);
  });

  it('multiplies by the pixel density and rounds up', () => {
    expect(resizeImage('https://cdn.shopify.com/a.jpg', 64, 2)).toBe('https://cdn.shopify.com/a.jpg?width=128');
    expect(resizeImage('https://cdn.shopify.com/a.jpg', 64.2, 1.5)).toBe('https://cdn.shopify.com/a.jpg?width=97');
  });

  it('accepts protocol-relative URLs', () => {
    expect(resizeImage('//ae01.alicdn.com/kf/x.jpg', 200)).toBe('https://ae01.alicdn.com/kf/x.jpg_200x200.jpg');
  });
});

describe('resizeImage leaves what it cannot resize unchanged', () => {
  it.each([
    'https://images.example.com/p/1.jpg',
    '/partners/kervan/logo.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://portal.example/1234',
    'not a url',
    '',
  ])('%s', (src) => {
    expect(resizeImage(src, 200)).toBe(src);
  });

  it('ignores a width that is not positive', () => {
    expect(resizeImage('https://cdn.shopify.com/a.jpg', 0)).toBe('https://cdn.shopify.com/a.jpg');
    expect(resizeImage('https://cdn.shopify.com/a.jpg', Number.NaN)).toBe('https://cdn.shopify.com/a.jpg');
  });
});

describe('imageSrcSet and imageHostOf', () => {
  it('gives 1x and 2x candidates for a known host', () => {
    expect(imageSrcSet('https://cdn.shopify.com/a.jpg', 80)).toBe('https://cdn.shopify.com/a.jpg?width=80 1x, https://cdn.shopify.com/a.jpg?width=160 2x');
    expect(imageSrcSet('https://ae01.alicdn.com/kf/x.jpg', 40)).toBe(
      'https://ae01.alicdn.com/kf/x.jpg_100x100.jpg 1x, https://ae01.alicdn.com/kf/x.jpg_100x100.jpg 2x',
    );
  });

  it('gives nothing for an unknown host', () => {
    expect(imageSrcSet('https://images.example.com/p/1.jpg', 80)).toBeUndefined();
    expect(imageHostOf('https://images.example.com/p/1.jpg')).toBeUndefined();
    expect(imageHostOf('https://cdn.shopify.com/a.jpg')?.name).toBe('shopify');
  });
});
