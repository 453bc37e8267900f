/** The platform's apps. `consolidation` and `diySourcedOrders` add entries to the dashboard menu group when connected. */
export interface AppSeed {
  code: string; icon: string; url: string; sort: number;
  name: Record<'en' | 'zh' | 'tr', string>;
  description: Record<'en' | 'zh' | 'tr', string>;
}

export const appSeeds: AppSeed[] = [
  {
    code: 'consolidation', icon: 'boxes', url: '/consolidation/order', sort: 1,
    name: { en: 'Consolidated shipping', zh: '集运', tr: 'Konsolide gönderim' },
    description: {
      en: 'Combine several orders for one buyer into a single parcel and pay one shipping fee.',
      zh: '将同一买家的多个订单合并为一个包裹，只需支付一次运费。',
      tr: 'Aynı alıcının birden fazla siparişini tek pakette birleştirin ve tek kargo ücreti ödeyin.',
    },
  },
  {
    code: 'diySourcedOrders', icon: 'shopping-bag', url: '/self/buy/order', sort: 2,
    name: { en: 'DIY sourced orders', zh: '自采订单', tr: 'Kendi tedarik ettiğiniz siparişler' },
    description: {
      en: 'Buy goods from your own suppliers and let our warehouse check, pack and ship them.',
      zh: '从您自己的供应商采购，由我们的仓库质检、打包并发货。',
      tr: 'Ürünleri kendi tedarikçilerinizden alın; depomuz kontrol etsin, paketlesin ve göndersin.',
    },
  },
  {
    code: 'printOnDemand', icon: 'shirt', url: '/application/index', sort: 3,
    name: { en: 'Print on demand', zh: '按需印刷', tr: 'Talep üzerine baskı' },
    description: {
      en: 'Add your designs to blank products; each one is printed when it sells.',
      zh: '将您的设计添加到空白商品上，售出时再印刷。',
      tr: 'Tasarımlarınızı boş ürünlere ekleyin; her biri satıldığında basılır.',
    },
  },
  {
    code: 'trackingPage', icon: 'map-pin', url: '/application/index', sort: 4,
    name: { en: 'Branded tracking page', zh: '品牌物流追踪页', tr: 'Markalı kargo takip sayfası' },
    description: {
      en: 'Give buyers a tracking page with your store name and logo.',
      zh: '为买家提供带有您店铺名称和标志的追踪页面。',
      tr: 'Alıcılara mağaza adınızı ve logonuzu taşıyan bir takip sayfası sunun.',
    },
  },
];
