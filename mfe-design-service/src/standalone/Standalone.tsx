import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { subscribe } from 'shared-contracts/events';
import { sitePaths } from 'shared-contracts/site-config';
import CommissionScreen from '../commission/CommissionScreen';
import DepositSuccessScreen from '../deposit/DepositSuccessScreen';
import LogoOnboardingScreen from '../logo/LogoOnboardingScreen';
import LogoPaymentScreen from '../logo/LogoPaymentScreen';
import LogoProposalScreen from '../logo/LogoProposalScreen';
import LogoThankYouScreen from '../logo/LogoThankYouScreen';
import MuralProposalScreen from '../mural/MuralProposalScreen';
import ProposalExampleScreen from '../proposals/ProposalExampleScreen';
import ProposalsScreen from '../proposals/ProposalsScreen';

// Without the shell there is no toast area; notifications go to the console.
subscribe('toast:show', (toast) => console.info('[toast]', toast.title, toast.description ?? ''));

/** The design service on its own page, so its team can work without the shell. */
export function Standalone() {
  return (
    <BrowserRouter>
      <header className="container">
        <p>
          Design-service module, standalone: <Link to={sitePaths.proposals}>all proposals</Link>
        </p>
      </header>
      <main data-boundary="design-service">
        <Routes>
          <Route path={sitePaths.proposals} element={<ProposalsScreen />} />
          <Route path={`${sitePaths.proposalExamples}/:exampleId`} element={<ProposalExampleScreen />} />
          <Route path={sitePaths.commission} element={<CommissionScreen />} />
          <Route path={sitePaths.muralProposal} element={<MuralProposalScreen />} />
          <Route path={sitePaths.logoProposal} element={<LogoProposalScreen />} />
          <Route path={sitePaths.logoPayment} element={<LogoPaymentScreen />} />
          <Route path={sitePaths.logoThankYou} element={<LogoThankYouScreen />} />
          <Route path={sitePaths.logoOnboarding} element={<LogoOnboardingScreen />} />
          <Route path={sitePaths.paymentSuccess} element={<DepositSuccessScreen />} />
          <Route path="*" element={<ProposalsScreen />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
