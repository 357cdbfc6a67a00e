const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'design_service',
  dir: __dirname,
  port: 3003,
  title: 'Design service (standalone)',
  exposes: {
    './Proposals': './src/proposals/ProposalsScreen.tsx',
    './MuralProposal': './src/mural/MuralProposalScreen.tsx',
    './LogoProposal': './src/logo/LogoProposalScreen.tsx',
    './LogoPayment': './src/logo/LogoPaymentScreen.tsx',
    './LogoThankYou': './src/logo/LogoThankYouScreen.tsx',
    './LogoOnboarding': './src/logo/LogoOnboardingScreen.tsx',
    './DepositSuccess': './src/deposit/DepositSuccessScreen.tsx',
  },
});
