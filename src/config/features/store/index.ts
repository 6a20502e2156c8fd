import type { AppFeature } from '../../app/feature';
import { t } from '../../text';

const screen =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ Component: module[name] }));

/** The shop: orders, customers, products and their editor, inventory, coupons, subscriptions, donations, shipping and tax. */
export const storeFeature: AppFeature = {
  id: 'store',
  nav: { label: t('owners.store.nav'), to: '/store/orders', order: 40 },
  routes: [
    { path: 'store/orders', lazy: screen(() => import('./orders-screen'), 'OrdersScreen') },
    { path: 'store/orders/:orderId', lazy: screen(() => import('./order-screen'), 'OrderScreen') },
    { path: 'store/customers', lazy: screen(() => import('./customers-screen'), 'CustomersScreen') },
    { path: 'store/products', lazy: screen(() => import('./products-screen'), 'ProductsScreen') },
    { path: 'store/products/:productId', lazy: screen(() => import('./product-screen'), 'ProductScreen') },
    {
      path: 'store/subscriptions',
      lazy: screen(() => import('./subscriptions-screen'), 'SubscriptionsScreen'),
    },
    {
      path: 'store/subscriptions/:subscriptionId',
      lazy: screen(() => import('./subscription-screen'), 'SubscriptionScreen'),
    },
    { path: 'store/donations', lazy: screen(() => import('./donations-screen'), 'DonationsScreen') },
    { path: 'store/gift-cards', lazy: screen(() => import('./gift-cards-screen'), 'GiftCardsScreen') },
    {
      path: 'store/donations/pages/:pageId',
      lazy: screen(() => import('./donate-page-screen'), 'DonatePageScreen'),
    },
    { path: 'store/coupons', lazy: screen(() => import('./coupons-screen'), 'CouponsScreen') },
    { path: 'store/shipping', lazy: screen(() => import('./shipping-tax-screen'), 'ShippingTaxScreen') },
    { path: 'store/payments', lazy: screen(() => import('./payments-screen'), 'PaymentsScreen') },
    { path: 'store/inventory', lazy: screen(() => import('./inventory-screen'), 'InventoryScreen') },
  ],
};
