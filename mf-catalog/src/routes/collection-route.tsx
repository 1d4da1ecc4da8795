import { CollectionPage } from '../features/collection/components/collection-page';

/** /collection: the product grid; its filters, sort and page live in the URL's query. */
export default function CollectionRoute() {
  return <CollectionPage />;
}
