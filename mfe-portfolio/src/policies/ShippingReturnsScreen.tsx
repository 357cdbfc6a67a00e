import { shippingReturnsPolicy } from 'shared-contracts/site-policies';
import { PolicyPage } from './PolicyPage';

export default function ShippingReturnsScreen() {
  return <PolicyPage text={shippingReturnsPolicy} />;
}
