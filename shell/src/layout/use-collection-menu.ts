import { useMemo, useState } from 'react';
import { productListQueryOptions, useQuery } from '@shop/storefront-sdk';
import { COLLECTION_MENU, type CollectionGroup } from './collection-links';
import { collectionMenu } from './collection-menu';

/**
 * The COLLECTION menu's groups. The catalogue is asked for only once the shopper opens the menu
 * (or a catalogue page already has it in the shared cache); until then, and if it cannot be
 * loaded, the menu offers the category links.
 */
export function useCollectionMenu(): { groups: CollectionGroup[]; load: () => void } {
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ ...productListQueryOptions(), enabled: wanted });
  const groups = useMemo(
    () => (query.data?.length ? collectionMenu(query.data) : COLLECTION_MENU),
    [query.data],
  );
  return { groups, load: () => setWanted(true) };
}
