/** The product screens' paths (spec section 2; the edit page is ours), for links between them. */
export const productPaths = {
  list: '/products/my-products',
  import: '/products/import-list-batch',
  records: '/products/import-record',
  editPattern: '/products/my-products/edit/:id',
  edit: (id: number) => `/products/my-products/edit/${id}`,
} as const;
