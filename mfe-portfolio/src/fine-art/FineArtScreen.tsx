export default function FineArtScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Fine Art</h1>
    </section>
  );
}
