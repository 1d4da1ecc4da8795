import { useSearchParams } from 'react-router-dom';
import { CollectionPage } from '../features/collection/components/collection-page';

/**
 * /collection?category=&subcategory=: the product grid. A new category or subcategory in the
 * URL (a footer or menu link followed while here) starts the page afresh from that link.
 */
export default function CollectionRoute() {
  const [params] = useSearchParams();
  const linkKey = ['category', 'subcategory', 'q']
    .map((name) => params.getAll(name).join(','))
    .join('|');
  return <CollectionPage key={linkKey} />;
}
