/**
 * /products/collect-products (menu:products:collect): one collectProducts call per paste; the product list
 * and the requests reload after it.
 */
import { useState } from 'react';
import { useCall, useMutateCall } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { productPaths } from '@/screens/products/paths';
import { CollectView } from './CollectView';

export default function CollectScreen() {
  const [pageNo, setPageNo] = useState(1);
  const requests = useCall('collectRequests', { query: { pageNo, pageSize: 10 } });
  const collect = useMutateCall('collectProducts', { invalidates: ['collectRequests', 'skuListAll', 'productNum', 'catalogueSearch'] });
  const fieldError = fieldErrorsOf(collect.error, ['urls'])?.urls;
  return (
    <CollectView
      onCollect={(urls) => collect.mutate({ body: { urls } })}
      isCollecting={collect.isPending}
      result={collect.data}
      fieldError={typeof fieldError === 'string' ? fieldError : null}
      requests={requests.data}
      onRequestsPage={setPageNo}
      entryHref={productPaths.edit}
    />
  );
}
