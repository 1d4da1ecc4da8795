import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@shop/ui';
import { AdminLayout } from '../layout/admin-layout';
import { AddProductScreen } from '../screens/add-product/add-product-screen';
import { CustomersScreen } from '../screens/customers/customers-screen';
import { MeasurementsScreen } from '../screens/measurements/measurements-screen';
import { OrdersScreen } from '../screens/orders/orders-screen';
import { ProductListScreen } from '../screens/product-list/product-list-screen';
import { ScreenFrame } from '../screens/screen-frame';

// The dashboard brings recharts; the other screens should not download it.
const AnalyticsScreen = lazy(() => import('../screens/analytics/analytics-screen'));

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
