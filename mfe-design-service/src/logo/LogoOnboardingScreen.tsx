export default function LogoOnboardingScreen() {
  return (
    <section className="container page">
      <h1 className="page-title">Project Onboarding</h1>
    </section>
  );
}
