export default function AboutScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Meet the artist</h1>
    </section>
  );
}
