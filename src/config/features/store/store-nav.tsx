import { NavLink } from 'react-router';
import { t } from '../../text';

const tabs = [
  { to: '/store/orders', label: 'owners.store.tabs.orders' },
  { to: '/store/customers', label: 'owners.store.tabs.customers' },
  { to: '/store/products', label: 'owners.store.tabs.products' },
  { to: '/store/inventory', label: 'owners.store.tabs.inventory' },
  { to: '/store/coupons', label: 'owners.store.tabs.coupons' },
  { to: '/store/subscriptions', label: 'owners.store.tabs.subscriptions' },
  { to: '/store/donations', label: 'owners.store.tabs.donations' },
  { to: '/store/gift-cards', label: 'owners.store.tabs.giftCards' },
  { to: '/store/shipping', label: 'owners.store.tabs.shipping' },
  { to: '/store/payments', label: 'owners.store.tabs.payments' },
] as const;

/** The store's own sections, above each store screen. */
export function StoreNav() {
  return (
    <nav aria-label={t('owners.store.tabs.label')} className="store-nav">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.to === '/store/orders'}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
