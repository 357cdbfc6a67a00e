import type { DeskProject, ProjectSummary } from 'shared-contracts/studio-desk';

/** A paid logo project whose client has sent the onboarding answers. */
export const logoProject = (changes: Partial<DeskProject> = {}): DeskProject => ({
  id: 'cs_logo',
  client: 'Lydia Thyatira',
  email: 'lydia@example.com',
  phone: '(555) 010-2030',
  package: 'Divine Design Logo Project',
  kind: 'design',
  amountPaid: 350,
  paidAt: '2026-11-20T12:00:00.000Z',
  status: 'onboarding_received',
  onboarding: {
    submittedAt: '2026-11-21T12:30:00.000Z',
    steps: [
      {
        title: 'Tell Us About Your Business',
        answers: [
          { question: 'Business or ministry name', answer: 'Purple Cloth Co.' },
          { question: 'Who do you serve?', answer: 'Women of the church.\nAnd their families.' },
        ],
      },
      { title: 'Your Logo', answers: [{ question: 'Which words describe your brand?', answer: 'Warm, Elegant' }] },
    ],
  },
  payments: [
    { label: 'Divine Design Logo Project', amount: 350, paidAt: '2026-11-20T12:00:00.000Z', reference: 'pi_1' },
  ],
  balance: null,
  ...changes,
});

/** A mural whose deposit is paid and whose balance is still due. */
export const muralProject = (changes: Partial<DeskProject> = {}): DeskProject => ({
  id: 'cs_mural',
  client: 'Priscilla Aquila',
  email: 'priscilla@example.com',
  phone: '555 010 4050',
  package: 'Play Harbor Mural Deposit',
  kind: 'mural',
  amountPaid: 475,
  paidAt: '2026-11-22T12:00:00.000Z',
  status: 'in_progress',
  onboarding: null,
  payments: [{ label: 'Deposit', amount: 475, paidAt: '2026-11-22T12:00:00.000Z', reference: 'pi_2' }],
  balance: { amount: 475, paymentLink: null, paidAt: null },
  ...changes,
});

/** A project as the list shows it. */
export const summaryOf = ({
  onboarding: _onboarding,
  payments: _payments,
  balance: _balance,
  ...summary
}: DeskProject): ProjectSummary => summary;
