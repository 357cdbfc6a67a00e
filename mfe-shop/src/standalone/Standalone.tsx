import { BrowserRouter, NavLink, Route, Routes } from 'react-router';
import { publish, subscribe } from 'shared-contracts/events';
import { itemCount } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import CartPanel from '../cart/CartPanel';
import { useCartStore } from '../cart/cart-store';
import MerchListScreen from '../catalog/MerchListScreen';
import CheckoutScreen from '../checkout/CheckoutScreen';
import GiftCardBalanceScreen from '../gift-cards/GiftCardBalanceScreen';
import GiftCardsScreen from '../gift-cards/GiftCardsScreen';
import OrderStatusScreen from '../order-status/OrderStatusScreen';
import OrderSuccessScreen from '../order-success/OrderSuccessScreen';
import ProductDetailScreen from '../product/ProductDetailScreen';

// Without the shell there is no toast area; notifications go to the console.
subscribe('toast:show', (toast) => console.info('[toast]', toast.title, toast.description ?? ''));

/** Stands in for the shell's cart button: shows the count and asks for the panel over the bus. */
function CartButton() {
  const count = useCartStore((state) => itemCount(state.items));
  return (
    <button type="button" className="btn btn-outline" onClick={() => publish('shell:cart-open-requested', {})}>
      Cart ({count})
    </button>
  );
}

/** The shop on its own page, so its team can work without the shell. */
export function Standalone() {
  return (
    <BrowserRouter>
      <header className="container" style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <p>Shop module, standalone</p>
        <NavLink to={sitePaths.merch}>Merch</NavLink>
        <NavLink to={sitePaths.giftCards}>Gift cards</NavLink>
        <NavLink to={sitePaths.checkout}>Checkout</NavLink>
        <CartButton />
      </header>
      <main data-boundary="shop">
        <Routes>
          <Route path={sitePaths.merch} element={<MerchListScreen />} />
          <Route path={`${sitePaths.merch}/product/:productId`} element={<ProductDetailScreen />} />
          <Route path={sitePaths.giftCards} element={<GiftCardsScreen />} />
          <Route path={sitePaths.giftCardBalance} element={<GiftCardBalanceScreen />} />
          <Route path={sitePaths.checkout} element={<CheckoutScreen />} />
          <Route path={sitePaths.paymentSuccess} element={<OrderSuccessScreen />} />
          <Route path={`${sitePaths.orders}/:orderId`} element={<OrderStatusScreen />} />
          <Route path="*" element={<MerchListScreen />} />
        </Routes>
      </main>
      <CartPanel />
    </BrowserRouter>
  );
}
