import { CartPage } from './cart-pages';
import { CheckoutPage } from './checkout-pages';
import { OrderConfirmation, StoreMessage, TestPayPage } from './order-pages';
import { DonatePage, DonationConfirmation } from './donation-pages';
import { GiftCardPage } from './gift-card-pages';
import { SubscriptionConfirmation, SubscriptionManage } from './subscription-pages';
import { ProductItem, ProductList } from './product-pages';
import type { StorePageView } from './view-model';

export function StorePageContent({ page }: { page: StorePageView }) {
  switch (page.kind) {
    case 'product-list':
      return <ProductList page={page} />;
    case 'product-item':
      return <ProductItem page={page} />;
    case 'cart':
      return <CartPage page={page} />;
    case 'checkout':
      return <CheckoutPage page={page} />;
    case 'order-confirmation':
      return <OrderConfirmation page={page} />;
    case 'test-pay':
      return <TestPayPage page={page} />;
    case 'store-message':
      return <StoreMessage page={page} />;
    case 'subscription-confirmation':
      return <SubscriptionConfirmation page={page} />;
    case 'donate':
      return <DonatePage page={page} />;
    case 'donation-confirmation':
      return <DonationConfirmation page={page} />;
    case 'gift-card':
      return <GiftCardPage page={page} />;
    case 'subscription-manage':
      return <SubscriptionManage page={page} />;
  }
}
