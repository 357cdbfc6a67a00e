export default function ProposalsScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Project Proposals</h1>
    </section>
  );
}
