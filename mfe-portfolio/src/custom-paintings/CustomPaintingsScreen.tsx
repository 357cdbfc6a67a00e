export default function CustomPaintingsScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Custom Paintings</h1>
    </section>
  );
}
