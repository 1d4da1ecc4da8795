import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastHost } from '@shop/ui';
import CollectionRoute from '../routes/collection-route';
import HomeRoute from '../routes/home-route';
import ProductRoute from '../routes/product-route';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The catalogue's routes as the shell mounts them, with the toast host, at `path`. */
export function renderApp(path: string) {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastHost />
      <CurrentLocation />
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/collection" element={<CollectionRoute />} />
        <Route path="/product/:productId" element={<ProductRoute />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
