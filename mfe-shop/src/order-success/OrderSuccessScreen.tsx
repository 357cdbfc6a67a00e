export default function OrderSuccessScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Order Placed Successfully!</h1>
    </section>
  );
}
