export const ADMIN_NAV_ITEMS = [
  { to: '/admin/add', label: 'Add Items' },
  { to: '/admin/list', label: 'List Items' },
  { to: '/admin/order', label: 'Orders' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/measurements', label: 'Measurements' },
];
