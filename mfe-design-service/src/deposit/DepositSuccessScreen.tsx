export default function DepositSuccessScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Payment Successful!</h1>
    </section>
  );
}
