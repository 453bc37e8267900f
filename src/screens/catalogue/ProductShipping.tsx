/** The shipping estimate of a product's variant to the user's ship-to country (container of ProductShippingView). */
import { useCall } from '@/kit/data';
import { useSession } from '@/machines/session';
import { DEFAULT_COUNTRY_ID } from '@/machines/shipTo';
import { ProductShippingView } from './ProductShippingView';

export function ProductShipping({ productId, variantId }: { productId: number; variantId: number }) {
  const { user } = useSession();
  const toCountryId = user?.countryId ?? DEFAULT_COUNTRY_ID;
  const countries = useCall('countryAll', {});
  const estimate = useCall('catalogueShipping', { params: { id: productId }, query: { toCountryId, variantId, quantity: 1 } }, { quiet: true });
  const destination = countries.data?.find((c) => c.id === toCountryId)?.name ?? '';
  return <ProductShippingView destination={destination} estimate={estimate.data} isError={estimate.isError} />;
}
