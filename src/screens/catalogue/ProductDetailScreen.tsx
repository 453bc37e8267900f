/**
 * /products/detail/:id (menu:products:detail): loads the catalogue product; another merchant's private
 * or an offline product answers 9002 and shows as not found. "Add to my list" is the search's action.
 */
import { useParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { usePermission } from '@/machines/permission';
import { productPaths } from '@/screens/products/paths';
import { ProductDetailView } from './ProductDetailView';
import { useAddToList } from './addToList';
import { ProductShipping } from './ProductShipping';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useMutateCall } from '@/kit/data';
import { usePartner } from '@/machines/partner';

export default function ProductDetailScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const product = useCall('catalogueProduct', { params: { id } }, { enabled: valid, quiet: true });
  const { adding, onAdd } = useAddToList();
  const canAdd = usePermission('menu:products:myProducts');
  const canCart = usePermission('cart');
  const { cartTypes } = usePartner();
  const toCart = useMutateCall('cartAdd', { invalidates: ['countUserCart'] });
  return (
    <ProductDetailView
      product={product.data}
      error={!valid || product.isError ? t('catalogue.detail.notFound') : null}
      onAdd={() => onAdd([id])}
      isAdding={adding.length > 0}
      canAdd={canAdd}
      entryHref={productPaths.edit}
      renderShipping={(variantId) => <ProductShipping productId={id} variantId={variantId} />}
      cartTypes={canCart ? cartTypes : []}
      onAddToCart={(body) => toCart.mutate({ body }, { onSuccess: () => notify({ kind: 'success', message: t('catalogue.cart.added') }) })}
      isAddingToCart={toCart.isPending}
    />
  );
}
