import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@shop/ui';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { AddProductScreen } from '../features/add-product/components/add-product-screen';
import { CustomersScreen } from '../features/customers/components/customers-screen';
import { MeasurementsScreen } from '../features/measurements/components/measurements-screen';
import { OrdersScreen } from '../features/orders/components/orders-screen';
import { ProductListScreen } from '../features/product-list/components/product-list-screen';
import { ScreenFrame } from '../features/shared/components/screen-frame';

// The dashboard brings recharts; the other screens should not download it.
const AnalyticsScreen = lazy(() => import('../features/analytics/components/analytics-screen'));

/** Everything below /admin: the admin shell around one screen per child route. */
export default function AdminRoute() {
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<AddProductScreen />} />
        <Route path="add" element={<AddProductScreen />} />
        <Route path="list" element={<ProductListScreen />} />
        <Route path="order" element={<OrdersScreen />} />
        <Route
          path="analytics"
          element={
            <Suspense fallback={<Spinner label="Loading analytics..." />}>
              <AnalyticsScreen />
            </Suspense>
          }
        />
        <Route path="customers" element={<CustomersScreen />} />
        <Route path="measurements" element={<MeasurementsScreen />} />
        <Route
          path="*"
          element={
            <ScreenFrame
              title="Page Not Found"
              subtitle="The page you're looking for doesn't exist."
            >
              <Link to="/admin/dashboard">Back to the dashboard</Link>
            </ScreenFrame>
          }
        />
      </Routes>
    </AdminLayout>
  );
}
