/**
 * AliExpress Open Platform (openservice.aliexpress.com: "Seller authorization", "API signature",
 * AliExpress Solution APIs for sellers):
 * - authorize: https://api-sg.aliexpress.com/oauth/authorize?response_type=code&force_auth=true
 *   &redirect_uri&client_id&state; the seller comes back with code and state (no signature);
 * - system APIs (token): https://api-sg.aliexpress.com/rest/auth/token/create?app_key&timestamp
 *   &sign_method=sha256&code&sign, refresh at /rest/auth/token/refresh; answer access_token,
 *   refresh_token, expire_time (ms), seller_id;
 * - sign (sign_method sha256): upper-case hex HMAC-SHA256 (app secret) of the parameters sorted by
 *   name and concatenated as `namevalue`, preceded by the API path for system APIs (/auth/token/create);
 *   business APIs go to /sync?method=<api name> with `session` = access token, the path not signed;
 * - products through aliexpress.solution.product.post/edit/info.get, batch.product.delete and
 *   batch.product.inventory.update (SKUs named by sku_code); orders through aliexpress.solution.order.get
 *   and order.info.get (cursor "<created ms>:<order id>"), shipping through aliexpress.solution.order.fulfill;
 * - message pushes: `Authorization` = hex HMAC-SHA256 (app secret) of app_key + raw body (the IOP
 *   message rule); the message names seller_id and the order (the sync fetches it).
 */
import { ConnectorError, type StoreConnector, type StoreHandle, type StoreOrder } from '../store';
import { headerOf, hmacHex, safeEqual, sortedConcat } from '../common/hmac';
import { centsToDecimal, decimalToCents, http, jsonOf, originOf, type ConnectorConfig } from '../common/http';
import { refreshTokenOf } from '../common/oauth';

export const aliexpressLimits = { maxTitle: 218, maxVariants: 300 } as const;

/** AliExpress's request sign: HMAC-SHA256 of [path +] sorted name/value pairs, upper-case hex. */
export function aliexpressSign(secret: string, params: Record<string, string>, apiPath = '') {
  return hmacHex(secret, `${apiPath}${sortedConcat(params, ['sign'])}`).toUpperCase();
}

interface TokenAnswer { access_token?: string; refresh_token?: string; expire_time?: number; seller_id?: string | number; account?: string; code?: string; message?: string }
export interface AeOrderInfo {
  id: number; gmt_create: string;
  receipt_address: { contact_person: string; address: string; address2: string | null; city: string; province: string | null; zip: string | null; country: string; phone_country: string | null; mobile_no: string | null };
  child_order_list: { global_aeop_tp_child_order_dto: Array<{ id: number; product_id: number; sku_code: string | null; product_name: string; product_count: number; product_price: { amount: string; currency_code: string } }> };
  buyer_info?: { login_id?: string };
}

export function aeOrderToStoreOrder(order: AeOrderInfo): StoreOrder {
  const address = order.receipt_address;
  const lines = order.child_order_list.global_aeop_tp_child_order_dto;
  const phone = address.mobile_no ? `${address.phone_country ? `+${address.phone_country} ` : ''}${address.mobile_no}` : null;
  return {
    storeOrderId: String(order.id), name: String(order.id), createdAt: new Date(order.gmt_create).toISOString(), currencyCode: lines[0]?.product_price.currency_code ?? 'USD',
    buyer: { name: address.contact_person, email: null, phone },
    address: { name: address.contact_person, line1: address.address, line2: address.address2 || null, city: address.city, province: address.province, postalCode: address.zip, countryCode: address.country, phone },
    lines: lines.map((line) => ({
      storeLineId: String(line.id), storeProductId: String(line.product_id), storeVariantId: line.sku_code, sku: line.sku_code, title: line.product_name,
      quantity: line.product_count, unitPriceCents: decimalToCents(line.product_price.amount),
    })),
  };
}

export function aliexpressConnector(config: ConnectorConfig): StoreConnector & { callbackState(query: Record<string, string>): string | null } {
  const origin = originOf(config, 'api-sg.aliexpress.com');
  const common = () => ({ app_key: config.clientId, timestamp: String(Date.now()), sign_method: 'sha256' });
  const token = async (apiPath: string, params: Record<string, string>) => {
    const query: Record<string, string> = { ...common(), ...params };
    query.sign = aliexpressSign(config.clientSecret, query, apiPath);
    const { data } = await http<TokenAnswer>(config, { method: 'POST', url: `${origin}/rest${apiPath}`, form: query }).catch((error: unknown) => {
      throw error instanceof ConnectorError ? new ConnectorError('token_exchange_failed', `AliExpress refused the token request (${error.message})`) : error;
    });
    if (!data?.access_token || (data.code && data.code !== '0')) throw new ConnectorError('token_exchange_failed', `AliExpress refused the token request${data?.message ? `: ${data.message}` : ''}`);
    return data;
  };
  const credentialsOf = (data: TokenAnswer) => ({
    accessToken: data.access_token as string, ...(data.refresh_token ? { refreshToken: data.refresh_token } : {}),
    ...(data.expire_time ? { expiresAt: new Date(data.expire_time).toISOString() } : {}),
  });
  /** A business API call; the answer's `<method with _>_response.result`, or the refusal of error_response. */
  const call = async <T>(store: StoreHandle, method: string, params: Record<string, unknown>) => {
    const query: Record<string, string> = { ...common(), method, session: store.credentials.accessToken, v: '2.0' };
    for (const [key, value] of Object.entries(params)) query[key] = typeof value === 'string' ? value : JSON.stringify(value);
    query.sign = aliexpressSign(config.clientSecret, query);
    const { data } = await http<Record<string, unknown>>(config, { method: 'POST', url: `${origin}/sync`, form: query });
    const failure = data?.error_response as { code?: string; msg?: string; sub_msg?: string } | undefined;
    if (failure) {
      if (failure.code === 'IllegalAccessToken' || failure.code === 'InvalidSession') throw new ConnectorError('unauthorized', `AliExpress: ${failure.msg ?? failure.code}`);
      throw new ConnectorError(failure.code === 'NotFound' ? 'not_found' : 'platform_error', `AliExpress: ${failure.sub_msg ?? failure.msg ?? failure.code}`.slice(0, 200));
    }
    const answer = data?.[`${method.replace(/\./g, '_')}_response`] as { result?: T } | undefined;
    if (!answer?.result) throw new ConnectorError('platform_error', 'AliExpress answered without a result');
    return answer.result;
  };

  return {
    platform: 'aliexpress',
    shopPattern: null,
    usesPkce: false,
    callbackState: (query) => query.state || null,
    authorizeUrl({ state, redirectUri }) {
      return `${origin}/oauth/authorize?${new URLSearchParams({ response_type: 'code', force_auth: 'true', redirect_uri: redirectUri, client_id: config.clientId, state })}`;
    },
    async completeAuthorization({ query }) {
      if (!query.code) throw new ConnectorError('token_exchange_failed', 'the AliExpress callback has no code');
      const data = await token('/auth/token/create', { code: query.code });
      const seller = String(data.seller_id ?? '');
      if (!/^\d+$/.test(seller)) throw new ConnectorError('bad_shop', 'AliExpress did not name the seller');
      return { shop: seller, name: data.account ?? seller, scopes: [], credentials: credentialsOf(data) };
    },
    async refresh(store) {
      return { ...credentialsOf(await token('/auth/token/refresh', { refresh_token: refreshTokenOf(store.credentials, 'AliExpress') })), ...(store.credentials.extra ? { extra: store.credentials.extra } : {}) };
    },
    verifyWebhook(headers, rawBody) {
      if (!safeEqual(hmacHex(config.clientSecret, Buffer.concat([Buffer.from(config.clientId), rawBody])), headerOf(headers, 'authorization'))) return null;
      const body = jsonOf(rawBody);
      const seller = String(body?.seller_id ?? '');
      if (!body || !/^\d+$/.test(seller)) return null;
      return { topic: body.message_type === 'order_created' ? 'orders/create' : body.message_type === 'auth_cancelled' ? 'app/uninstalled' : 'other', shop: seller };
    },
    async publishProduct(store, product, existing) {
      if (product.title.length > aliexpressLimits.maxTitle) throw new ConnectorError('platform_error', `AliExpress subjects are limited to ${aliexpressLimits.maxTitle} characters`);
      if (product.variants.length > aliexpressLimits.maxVariants) throw new ConnectorError('platform_error', `AliExpress products are limited to ${aliexpressLimits.maxVariants} SKUs`);
      const request = {
        ...(existing ? { product_id: Number(existing.shopProductId) } : {}),
        subject_list: [{ locale: 'en_US', value: product.title }],
        description_multi_language_list: [{ locale: 'en_US', module_list: [{ type: 'html', html: { content: product.descriptionHtml } }] }],
        main_image_urls_list: product.images.slice(0, 6), language: 'en', weight: (product.variants[0]?.weightGrams ?? 0) / 1000,
        sku_info_list: product.variants.map((variant) => ({
          sku_code: variant.sku, price: centsToDecimal(variant.priceCents), inventory: variant.inventory,
          sku_attributes_list: Object.entries(variant.options).map(([name, value]) => ({ sku_attribute_name: name, sku_attribute_value: value })),
        })),
      };
      const result = existing
        ? await call<{ success: boolean; product_id: number }>(store, 'aliexpress.solution.product.edit', { edit_product_request: request })
        : await call<{ success: boolean; product_id: number }>(store, 'aliexpress.solution.product.post', { post_product_request: request });
      const id = String(result.product_id ?? existing?.shopProductId);
      return { shopProductId: id, variantIds: Object.fromEntries(product.variants.map((v) => [v.sku, v.sku])), url: `https://www.aliexpress.com/item/${id}.html` };
    },
    async updateInventory(store, items) {
      const list = [...new Set(items.map((i) => i.shopProductId))].map((productId) => ({
        product_id: Number(productId), multiple_sku_update_list: items.filter((i) => i.shopProductId === productId).map((i) => ({ sku_code: i.variantId, inventory: i.available })),
      }));
      await call(store, 'aliexpress.solution.batch.product.inventory.update', { mutiple_product_update_list: list });
    },
    async missingProducts(store, ids) {
      const missing: string[] = [];
      for (const id of ids) {
        await call(store, 'aliexpress.solution.product.info.get', { product_id: id }).catch((error: unknown) => {
          if (error instanceof ConnectorError && error.reason === 'not_found') missing.push(id);
          else throw error;
        });
      }
      return missing;
    },
    async unpublish(store, id) {
      await call(store, 'aliexpress.solution.batch.product.delete', { product_ids: id });
    },
    async fetchOrders(store, cursor) {
      const [sinceMs, lastId] = (cursor ?? '0:0').split(':').map(Number);
      const list = await call<{ target_list?: { order_dto?: Array<{ order_id: number; gmt_create: string }> } }>(store, 'aliexpress.solution.order.get', {
        param0: { create_date_start: new Date(sinceMs).toISOString().replace('T', ' ').slice(0, 19), page_size: 50, current_page: 1 },
      });
      const fresh = (list.target_list?.order_dto ?? [])
        .map((o) => ({ id: o.order_id, ms: Date.parse(o.gmt_create) }))
        .filter((o) => o.ms > sinceMs || (o.ms === sinceMs && o.id > lastId))
        .sort((a, b) => a.ms - b.ms || a.id - b.id);
      const orders: StoreOrder[] = [];
      for (const o of fresh) orders.push(aeOrderToStoreOrder(await call<AeOrderInfo>(store, 'aliexpress.solution.order.info.get', { param1: { order_id: o.id } })));
      const last = fresh[fresh.length - 1];
      return { orders, cursor: last ? `${last.ms}:${last.id}` : cursor };
    },
    async pushFulfilment(store, fulfilment) {
      await call(store, 'aliexpress.solution.order.fulfill', {
        out_ref: fulfilment.storeOrderId, service_name: fulfilment.carrier, logistics_no: fulfilment.trackingNumber, send_type: 'all',
        ...(fulfilment.trackingUrl ? { tracking_website: fulfilment.trackingUrl } : {}),
      });
    },
    // Sellers cancel the authorisation in the AliExpress seller centre; the API has no call for the app.
    async uninstall() {},
  };
}
