import { commissionKindLabels, proposalExamplePath } from 'shared-contracts/commissions';
import { sitePaths } from 'shared-contracts/site-config';
import type { ProposalExampleSummary } from './proposal-examples-api';

export interface Proposal {
  id: string;
  title: string;
  description: string;
  type: string;
  /** 'Active' shows a green badge; any other status a grey one. */
  status: string;
  route: string;
}

/** The proposals listed on /proposal. Add one here when a new proposal page is ready. */
export const proposals: Proposal[] = [
  {
    id: 'play-harbor-mural',
    title: 'Play Harbor Mural',
    description: "A 'color flow' wave-pattern room wrap for Play Harbor's party and class room.",
    type: 'Mural Design',
    status: 'Active',
    route: sitePaths.muralProposal,
  },
  {
    id: 'dydd-logo',
    title: 'DYDD Logo Design',
    description: 'A logo, a book cover, or the complete package, from first concepts to final files.',
    type: 'Logo Design',
    status: 'Active',
    route: sitePaths.logoProposal,
  },
];

/** A proposal she marked as a public example, as its card on /proposal shows it. */
export const exampleProposal = (example: ProposalExampleSummary): Proposal => ({
  id: `example-${example.id}`,
  title: example.title,
  description: example.description,
  type: commissionKindLabels[example.kind],
  status: 'Example',
  route: proposalExamplePath(example.id),
});
