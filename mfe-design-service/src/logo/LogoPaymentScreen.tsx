export default function LogoPaymentScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Project Agreement & Payment</h1>
    </section>
  );
}
