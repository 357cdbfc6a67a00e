export default function CheckoutScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Checkout</h1>
    </section>
  );
}
