export default function PrintsScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Prints</h1>
    </section>
  );
}
