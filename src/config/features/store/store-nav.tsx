import { NavLink } from 'react-router';

const tabs = [
  { to: '/store/orders', label: 'Orders' },
  { to: '/store/customers', label: 'Customers' },
  { to: '/store/products', label: 'Products' },
  { to: '/store/inventory', label: 'Inventory' },
  { to: '/store/coupons', label: 'Coupons' },
  { to: '/store/shipping', label: 'Shipping and tax' },
  { to: '/store/payments', label: 'Payments' },
];

/** The store's own sections, above each store screen. */
export function StoreNav() {
  return (
    <nav aria-label="Store" className="store-nav">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.to === '/store/orders'}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
