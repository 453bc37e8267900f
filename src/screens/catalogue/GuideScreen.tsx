/** /products/guide (menu:products; hidden for partner themes by its route). */
import { useCall } from '@/kit/data';
import { GuideView } from './GuideView';

export default function GuideScreen() {
  const categories = useCall('guideSkuCategories', {});
  return <GuideView categories={categories.data} />;
}
