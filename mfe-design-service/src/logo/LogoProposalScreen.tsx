export default function LogoProposalScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Divine Design Logo & Book Cover Proposal</h1>
    </section>
  );
}
