export const ADMIN_NAV_ITEMS = [
  { to: '/admin/add', label: 'Add Product' },
  { to: '/admin/list', label: 'Products' },
  { to: '/admin/order', label: 'Orders' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/measurements', label: 'Measurements' },
  { to: '/admin/analytics', label: 'Analytics' },
];
