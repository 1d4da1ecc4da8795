import { useParams } from 'react-router-dom';
import { ProductPage } from '../features/product-detail/components/product-page';

/** /product/:productId: a product's page, started afresh for each product (colour variants too). */
export default function ProductRoute() {
  const { productId = '' } = useParams();
  return <ProductPage key={productId} productId={productId} />;
}
