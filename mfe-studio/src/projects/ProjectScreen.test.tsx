import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import type { DeskProject } from 'shared-contracts/studio-desk';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { logoProject, muralProject } from './project-fixtures';
import ProjectScreen from './ProjectScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const projectRoute = `${sitePaths.studioProjects}/:projectId`;
const balanceLink = 'https://grace.example/api/payment-links/pl_9';

/** Opens `project` in the studio, its calls answered by `handlers`. */
function openProject(project: DeskProject, handlers: FunctionHandlers = {}) {
  const functions = fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true } }),
    'studio-project': () => ({ body: { project } }),
    ...handlers,
  });
  renderStudio(sitePaths.studioProject(project.id), <ProjectScreen />, projectRoute);
  return functions;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('a design project in the studio', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the client, the payment and the onboarding answers a step each', async () => {
    const functions = openProject(logoProject());

    expect(await screen.findByRole('heading', { level: 1, name: 'Divine Design Logo Project' })).toBeInTheDocument();
    expect(screen.getByText('Lydia Thyatira')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lydia@example.com' })).toHaveAttribute('href', 'mailto:lydia@example.com');
    expect(screen.getByRole('link', { name: '(555) 010-2030' })).toHaveAttribute('href', 'tel:5550102030');
    expect(screen.getByLabelText('Status')).toHaveValue('onboarding_received');
    expect(section('Payments').getByRole('listitem')).toHaveTextContent(
      'Divine Design Logo Project$350.00Paid on Nov 20, 2026Reference pi_1',
    );

    const answers = section('Onboarding answers');
    expect(answers.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Tell Us About Your Business',
      'Your Logo',
    ]);
    expect(answers.getByText('Who do you serve?').nextElementSibling).toHaveTextContent(
      'Women of the church.\nAnd their families.',
      { normalizeWhitespace: false },
    );
    expect(screen.queryByRole('heading', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', sitePaths.studioProjects);
    expect(functions.calls('studio-project')[0]!.body).toEqual({ id: 'cs_logo' });
  });

  it('says so when the client has not sent the onboarding answers yet', async () => {
    openProject(logoProject({ status: 'paid', onboarding: null }));

    expect(await screen.findByText('No onboarding answers yet.')).toBeInTheDocument();
    expect(section('Onboarding answers').queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('saves the status she moves the project to', async () => {
    const user = userEvent.setup();
    const functions = openProject(logoProject(), {
      'studio-set-project-status': ({ status }) => ({ body: { project: logoProject({ status }) } }),
    });

    await user.selectOptions(await screen.findByLabelText('Status'), 'In progress');
    await user.click(screen.getByRole('button', { name: 'Save status' }));

    expect(await screen.findByText('Status saved: In progress.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');
    expect(functions.calls('studio-set-project-status')[0]!.body).toEqual({ id: 'cs_logo', status: 'in_progress' });
  });

  it('shows the server’s refusal of a status and keeps her choice', async () => {
    const user = userEvent.setup();
    openProject(logoProject(), {
      'studio-set-project-status': () => ({ status: 503, body: { error: 'The studio is resting. Please try again.' } }),
    });

    await user.selectOptions(await screen.findByLabelText('Status'), 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Save status' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The studio is resting. Please try again.');
    expect(screen.getByLabelText('Status')).toHaveValue('delivered');
    expect(screen.queryByText(/Status saved/)).not.toBeInTheDocument();
  });
});

describe('a mural’s balance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('e-mails the client the balance’s payment link once she confirms, and shows the link', async () => {
    const user = userEvent.setup();
    const functions = openProject(muralProject(), {
      'studio-send-mural-balance': () => ({
        body: { project: muralProject({ balance: { amount: 475, paymentLink: balanceLink, paidAt: null } }) },
      }),
    });

    expect(await screen.findByText('Balance due on completion: $475.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send balance link' }));
    expect(
      screen.getByRole('group', { name: 'E-mail Priscilla Aquila a payment link for the $475.00 balance?' }),
    ).toBeVisible();
    expect(functions.calls('studio-send-mural-balance')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));

    expect(await section('Balance').findByText(balanceLink)).toBeInTheDocument();
    expect(screen.getByText('The balance link was sent to priscilla@example.com.')).toBeInTheDocument();
    expect(functions.calls('studio-send-mural-balance')[0]!.body).toEqual({ id: 'cs_mural' });
  });

  it('shows the server’s refusal to send the balance link', async () => {
    const user = userEvent.setup();
    openProject(muralProject(), {
      'studio-send-mural-balance': () => ({ status: 409, body: { error: 'This balance was already paid.' } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Send balance link' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This balance was already paid.');
  });

  it('shows both payments once the balance is paid, and no longer offers to send it', async () => {
    openProject(
      muralProject({
        status: 'delivered',
        amountPaid: 950,
        payments: [
          { label: 'Deposit', amount: 475, paidAt: '2026-11-22T12:00:00.000Z', reference: 'pi_2' },
          { label: 'Balance', amount: 475, paidAt: '2026-12-15T12:00:00.000Z', reference: null },
        ],
        balance: { amount: 475, paymentLink: balanceLink, paidAt: '2026-12-15T12:00:00.000Z' },
      }),
    );

    expect(await screen.findByText('Balance paid on Dec 15, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send balance link' })).not.toBeInTheDocument();
    const payments = section('Payments').getAllByRole('listitem');
    expect(payments.map((payment) => payment.textContent)).toEqual([
      'Deposit$475.00Paid on Nov 22, 2026Reference pi_2',
      'Balance$475.00Paid on Dec 15, 2026',
    ]);
    expect(screen.queryByRole('heading', { name: 'Onboarding answers' })).not.toBeInTheDocument();
  });
});
