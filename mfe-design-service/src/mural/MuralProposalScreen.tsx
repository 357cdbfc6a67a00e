export default function MuralProposalScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Play Harbor Mural Proposal</h1>
    </section>
  );
}
