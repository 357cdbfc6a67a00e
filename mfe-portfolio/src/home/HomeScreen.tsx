export default function HomeScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Where Faith Meets Creativity</h1>
    </section>
  );
}
