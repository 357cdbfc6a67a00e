export default function LogoThankYouScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Thank You!</h1>
    </section>
  );
}
