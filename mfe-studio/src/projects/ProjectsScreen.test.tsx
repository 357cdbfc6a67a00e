import { screen, within } from '@testing-library/react';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { logoProject, muralProject, summaryOf } from './project-fixtures';
import ProjectsScreen from './ProjectsScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const projectsSection = () => within(screen.getByRole('region', { name: 'Projects' }));

describe('the Projects section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every project newest first, with its client, amount paid, date and status', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-projects': () => ({ body: { projects: [summaryOf(logoProject()), summaryOf(muralProject())] } }),
    });
    renderStudio(sitePaths.studioProjects, <ProjectsScreen />);

    expect(await screen.findByRole('link', { name: 'Play Harbor Mural Deposit — Priscilla Aquila' })).toHaveAttribute(
      'href',
      sitePaths.studioProject('cs_mural'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    const items = within(projectsSection().getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Play Harbor Mural Deposit — Priscilla Aquila',
      'Divine Design Logo Project — Lydia Thyatira',
    ]);
    expect(items[0]).toHaveTextContent('$475.00 paid on Nov 22, 2026');
    expect(items[0]).toHaveTextContent('In progress');
    expect(items[1]).toHaveTextContent('$350.00 paid on Nov 20, 2026');
    expect(items[1]).toHaveTextContent('Onboarding received');
  });

  it('leads to Proposals for the commissions and murals she proposes herself', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-projects': () => ({ body: { projects: [] } }),
    });
    renderStudio(sitePaths.studioProjects, <ProjectsScreen />);

    await screen.findByText('No projects yet.');
    const link = projectsSection().getByRole('link', { name: 'Proposals' });
    expect(link).toHaveAttribute('href', sitePaths.studioProposals);
    expect(link.parentElement).toHaveTextContent(
      'The commissions and murals you propose yourself are in Proposals, from the proposal to the last payment.',
    );
  });

  it('says so when no project was paid yet', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-projects': () => ({ body: { projects: [] } }),
    });
    renderStudio(sitePaths.studioProjects, <ProjectsScreen />);

    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    expect(projectsSection().queryByRole('list')).not.toBeInTheDocument();
  });
});
