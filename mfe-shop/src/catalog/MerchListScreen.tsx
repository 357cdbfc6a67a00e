export default function MerchListScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Faith-Inspired Merch</h1>
    </section>
  );
}
