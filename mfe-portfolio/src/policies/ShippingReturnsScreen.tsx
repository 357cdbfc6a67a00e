import { PolicyPage } from './PolicyPage';

export default function ShippingReturnsScreen() {
  return <PolicyPage part="shippingReturns" />;
}
