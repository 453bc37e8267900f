/** The order screens' paths (spec section 2; the detail page is ours), for links between them. */
export const orderPaths = {
  list: '/orders/list',
  drafts: '/orders/draft',
  process: '/orders/draft/process',
  processIds: (ids: readonly number[]) => `/orders/draft/process?ids=${ids.join(',')}`,
  detailPattern: '/orders/detail/:id',
  detail: (id: number) => `/orders/detail/${id}`,
  /** O1's checkout pays these orders from the balance. */
  checkout: (ids: readonly number[]) => `/payment/checkout?ids=${ids.join(',')}`,
  /** O3's export page takes the list's filter as its query. */
  export: (search: string) => `/orders/downloadExcel${search ? `?${search}` : ''}`,
} as const;
