import { useMemo, useState } from 'react';
import { queryOptions, searchProducts, useQuery } from '@shop/storefront-sdk';
import { COLLECTION_MENU, type CollectionGroup } from './collection-links';
import { collectionMenu } from './collection-menu';

/** Names for each group, a few more than the menu shows, since colour variants share a name. */
const NAMES_PER_GROUP = 40;

/** Two small searches (shoes, jackets) rather than the whole catalogue, newest first. */
const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'menu'],
    queryFn: async () => {
      const groups = await Promise.all(
        (['Shoes', 'Jackets'] as const).map((subcategory) =>
          searchProducts({ subcategory: [subcategory], sortBy: 'newest', limit: NAMES_PER_GROUP }),
        ),
      );
      return groups.flatMap((group) => group.data);
    },
  });

/**
 * The COLLECTION menu's groups. The catalogue is asked for only once the shopper opens the menu
 * (or a catalogue page already has it in the shared cache); until then, and if it cannot be
 * loaded, the menu offers the category links.
 */
export function useCollectionMenu(): { groups: CollectionGroup[]; load: () => void } {
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ ...menuQueryOptions(), enabled: wanted });
  const groups = useMemo(
    () => (query.data?.length ? collectionMenu(query.data) : COLLECTION_MENU),
    [query.data],
  );
  return { groups, load: () => setWanted(true) };
}
