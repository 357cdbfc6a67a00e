export default function ContactScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Get in Touch</h1>
    </section>
  );
}
