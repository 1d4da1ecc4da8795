import { useEffect } from 'react';
import { SHOP_NAME } from '../shop-policy';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${SHOP_NAME}`;
  }, [title]);
}
