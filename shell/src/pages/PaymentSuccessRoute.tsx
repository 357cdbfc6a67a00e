import { useLocation, useSearchParams } from 'react-router';
import { RemoteScreen } from '../federation/RemoteScreen';

/**
 * /payment-success serves two journeys: a merchandise order (the shop's confirmation, when
 * an order id arrives without a payment session) and a payment made on the hosted payment page:
 * a mural's deposit or balance, or a painting's deposit (the design service's confirmation,
 * otherwise).
 */
export function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { orderId?: unknown } | null };
  const isOrder = !params.has('session_id') && (params.has('orderId') || typeof state?.orderId === 'string');

  return isOrder ? (
    <RemoteScreen key="shop/OrderSuccess" remote="shop" exposed="OrderSuccess" />
  ) : (
    <RemoteScreen key="design_service/DepositSuccess" remote="design_service" exposed="DepositSuccess" />
  );
}
