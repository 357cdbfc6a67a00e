import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proposal } from 'shared-contracts/commissions';
import type { DeskCommission, ProposalDraft } from 'shared-contracts/commissions-desk';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions, type FakeBackendOptions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { samplePicture } from 'shared-contracts/testing/pictures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import {
  acceptedCommission,
  commissionPhoto,
  deskCommission,
  paymentRequest,
  storyEntry,
  writtenVersion,
} from './proposal-fixtures';
import ProposalScreen from './ProposalScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const proposalRoute = `${sitePaths.studioProposals}/:commissionId`;

/** Opens `commission` in her studio in New York, with no terms templates, its calls answered by `handlers`. */
function openProposal(commission: DeskCommission, handlers: FunctionHandlers = {}, options: FakeBackendOptions = {}) {
  const functions = fakeFunctions(
    {
      'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
      'studio-commission': () => ({ body: { commission } }),
      'studio-terms-templates': () => ({ body: { templates: [] } }),
      ...handlers,
    },
    options,
  );
  renderStudio(sitePaths.studioProposal(commission.id), <ProposalScreen />, proposalRoute);
  return functions;
}

/** The server's answer to each photo uploaded: photo-11, photo-12, … with their pictures. */
function numberedUploads() {
  let uploaded = 10;
  return () => {
    uploaded += 1;
    return { body: { photoId: `photo-${uploaded}`, picture: samplePicture(uploaded) } };
  };
}

const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

/** The version the server keeps of a saved draft: its pictures drawn, its deposit worked out. */
const savedVersion = (draft: ProposalDraft, changes: Partial<Proposal> = {}): Proposal => ({
  ...writtenVersion(),
  ...draft,
  sections: draft.sections.map(({ heading, text, photoIds }) => ({
    heading,
    text,
    photos: photoIds.map((photoId) => ({ photoId, picture: samplePicture(1) })),
  })),
  deposit: draft.deposit.kind === 'amount' ? draft.deposit.value : (draft.price * draft.deposit.value) / 100,
  depositRule: draft.deposit,
  ...changes,
});

const section = (name: string) => within(screen.getByRole('region', { name }));
const editor = async () => within(await screen.findByRole('form', { name: 'The proposal' }));

describe('a new proposal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the client, the stage and the private link, and starts valid for 30 days from her today', async () => {
    // Half past ten at night in her New York, already the next day in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T03:30:00.000Z'));
    openProposal(deskCommission());

    const form = await editor();
    expect(screen.getByRole('heading', { level: 1, name: 'New proposal' })).toBeInTheDocument();
    expect(screen.getByText('Ana Reyes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('https://grace.example/commission#key=k3y')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All proposals' })).toHaveAttribute('href', sitePaths.studioProposals);
    expect(form.getByLabelText('Valid until')).toHaveValue('2026-12-26');
    expect(form.getByRole('radio', { name: 'Percentage' })).toBeChecked();
    expect(form.getByLabelText('Deposit')).toHaveValue('30');
    expect(form.getByRole('button', { name: 'Save draft' })).toHaveAttribute('type', 'submit');
    expect(form.queryByRole('button', { name: 'Send to client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Show as an example on /proposal' })).not.toBeInTheDocument();
  });

  it('saves the draft with its sections and their pictures, the price and the deposit as an amount', async () => {
    const user = userEvent.setup();
    const functions = openProposal(
      deskCommission(),
      {
        'studio-terms-templates': () => ({
          body: { templates: [{ id: 'tpl-1', name: 'Paintings', text: 'Half now, half on delivery.' }] },
        }),
        'studio-save-proposal': ({ proposal }) => ({
          body: { commission: deskCommission({ title: proposal.title, versions: [savedVersion(proposal)] }) },
        }),
      },
      { photoUpload: numberedUploads() },
    );

    const form = await editor();
    await user.type(form.getByLabelText('Title'), 'The Good Shepherd');
    await user.click(form.getByRole('button', { name: 'Add a section' }));
    const first = within(form.getByRole('group', { name: 'Section 1' }));
    await user.type(first.getByLabelText('Heading'), 'The idea');
    await user.type(first.getByLabelText('Text'), 'The shepherd carries the lamb home.');
    await user.upload(first.getByLabelText('Add pictures'), [jpeg('sketch.jpg'), jpeg('wall.jpg')]);
    expect(await first.findByRole('img', { name: 'Picture 2' })).toBeInTheDocument();
    await user.type(form.getByLabelText('Price'), '1,200');
    expect(form.getByLabelText('Deposit')).toHaveAccessibleDescription(
      'A whole percentage of the price. The client pays a deposit of $360.00.',
    );
    await user.click(form.getByRole('radio', { name: 'Amount' }));
    await user.clear(form.getByLabelText('Deposit'));
    await user.type(form.getByLabelText('Deposit'), '400');
    expect(form.getByText('The client pays a deposit of $400.00.')).toBeInTheDocument();
    await user.selectOptions(await form.findByRole('combobox', { name: 'Start from a template' }), 'Paintings');
    expect(form.getByLabelText('Terms')).toHaveValue('Half now, half on delivery.');
    await user.clear(form.getByLabelText('Valid until'));
    await user.type(form.getByLabelText('Valid until'), '2026-12-24');
    await user.click(form.getByRole('button', { name: 'Save draft' }));

    expect(await form.findByText('Draft saved.')).toBeInTheDocument();
    expect(functions.uploads().map((upload) => upload.contentType)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(functions.calls('studio-save-proposal')).toEqual([
      {
        name: 'studio-save-proposal',
        body: {
          id: 'com-1',
          proposal: {
            title: 'The Good Shepherd',
            kind: 'painting',
            sections: [
              { heading: 'The idea', text: 'The shepherd carries the lamb home.', photoIds: ['photo-11', 'photo-12'] },
            ],
            price: 1200,
            deposit: { kind: 'amount', value: 400 },
            terms: 'Half now, half on delivery.',
            validUntil: '2026-12-24',
          },
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'The Good Shepherd' })).toBeInTheDocument();
    expect(form.getByLabelText('Title')).toHaveValue('The Good Shepherd');
  });

  it('leaves out a picture and a section she removed', async () => {
    const user = userEvent.setup();
    const functions = openProposal(
      deskCommission({
        versions: [
          writtenVersion({
            sections: [
              { heading: 'The idea', text: '', photos: [commissionPhoto(1), commissionPhoto(2)] },
              { heading: 'The wall', text: '', photos: [] },
            ],
          }),
        ],
      }),
      { 'studio-save-proposal': () => ({ body: { commission: deskCommission() } }) },
    );

    const form = await editor();
    await user.click(form.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(
      within(form.getByRole('group', { name: 'Section 2' })).getByRole('button', { name: 'Remove section' }),
    );
    await user.click(form.getByRole('button', { name: 'Save draft' }));

    await form.findByText('Draft saved.');
    expect(functions.calls('studio-save-proposal')[0]!.body).toMatchObject({
      proposal: { sections: [{ heading: 'The idea', text: '', photoIds: ['photo-2'] }] },
    });
  });

  it('names each field at fault before saving, takes her to the first, and saves nothing', async () => {
    const user = userEvent.setup();
    const functions = openProposal(deskCommission());

    const form = await editor();
    await user.clear(form.getByLabelText('Deposit'));
    await user.type(form.getByLabelText('Deposit'), '150');
    await user.click(form.getByRole('button', { name: 'Save draft' }));

    expect(form.getByLabelText('Title')).toHaveFocus();
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription('Please enter a title');
    expect(form.getByLabelText('Price')).toHaveAccessibleDescription('Please enter a price in dollars');
    expect(form.getByLabelText('Deposit')).toHaveAccessibleDescription(
      'A whole percentage of the price. A percentage is at most 100',
    );
    expect(functions.calls('studio-save-proposal')).toEqual([]);
  });

  it('shows the server’s refusal of a field at that field, and keeps what she wrote', async () => {
    const user = userEvent.setup();
    openProposal(deskCommission({ versions: [writtenVersion()] }), {
      'studio-save-proposal': () => ({
        status: 400,
        body: { error: 'proposal.validUntil: Please choose a day from today on' },
      }),
    });

    const form = await editor();
    await user.type(form.getByLabelText('Title'), ' at dawn');
    await user.click(form.getByRole('button', { name: 'Save draft' }));

    const validUntil = form.getByLabelText('Valid until');
    await vi.waitFor(() => expect(validUntil).toHaveFocus());
    expect(validUntil).toHaveAttribute('aria-invalid', 'true');
    expect(validUntil).toHaveAccessibleDescription(
      'The last day the client may accept it, in your studio’s time zone. Please choose a day from today on',
    );
    expect(form.getByLabelText('Title')).toHaveValue('The Good Shepherd at dawn');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.queryByText('Draft saved.')).not.toBeInTheDocument();
  });

  it('shows a refusal of a section’s part beside it, and one of the whole proposal under the buttons', async () => {
    const user = userEvent.setup();
    openProposal(deskCommission({ versions: [writtenVersion()] }), {
      'studio-save-proposal': () => ({
        status: 409,
        body: { error: 'proposal.sections.0.photoIds: A picture was removed; This proposal was accepted meanwhile.' },
      }),
    });

    const form = await editor();
    await user.click(form.getByRole('button', { name: 'Save draft' }));

    expect(await form.findByRole('alert')).toHaveTextContent('This proposal was accepted meanwhile.');
    const pictures = within(form.getByRole('group', { name: 'Section 1' })).getByLabelText('Add pictures');
    expect(pictures).toHaveAccessibleDescription('A picture was removed');
    expect(pictures).toHaveFocus();
  });

  it('sends the proposal once she confirms, saving her changes first', async () => {
    const user = userEvent.setup();
    const sent = writtenVersion({ sentAt: '2026-11-24T15:00:00.000Z' });
    const functions = openProposal(deskCommission({ versions: [writtenVersion()] }), {
      'studio-save-proposal': ({ proposal }) => ({
        body: {
          commission: deskCommission({
            versions: [savedVersion(proposal)],
            actions: { ...deskCommission().actions, send: true },
          }),
        },
      }),
      'studio-send-proposal': () => ({
        body: { commission: deskCommission({ stage: 'sent', versions: [sent], story: [storyEntry('story-1')] }) },
      }),
    });

    const form = await editor();
    await user.clear(form.getByLabelText('Price'));
    await user.type(form.getByLabelText('Price'), '1300');
    await user.click(form.getByRole('button', { name: 'Send to client' }));
    expect(functions.calls('studio-send-proposal')).toEqual([]);
    const question = form.getByRole('group', {
      name: 'E-mail Ana Reyes (ana@example.com) the link to this proposal? Your changes are saved first.',
    });
    await user.click(within(question).getByRole('button', { name: 'Yes, send it' }));

    expect(await form.findByText('The proposal was sent to ana@example.com.')).toBeInTheDocument();
    expect(
      functions
        .calls()
        .map((call) => call.name)
        .filter((name) => name === 'studio-save-proposal' || name === 'studio-send-proposal'),
    ).toEqual(['studio-save-proposal', 'studio-send-proposal']);
    expect(functions.calls('studio-save-proposal')[0]!.body).toMatchObject({ proposal: { price: 1300 } });
    expect(functions.calls('studio-send-proposal')[0]!.body).toEqual({ id: 'com-1' });
    expect(section('Versions').getByText(/^Sent/)).toHaveTextContent('Sent Nov 24, 2026, 10:00 AM EST');
    expect(section('The story').getByText('Version 1 of the proposal was sent')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show as an example on /proposal' })).not.toBeChecked();
  });

  it('sends a saved draft as it is, without saving it again', async () => {
    const user = userEvent.setup();
    const functions = openProposal(
      deskCommission({ versions: [writtenVersion()], actions: { ...deskCommission().actions, send: true } }),
      { 'studio-send-proposal': () => ({ body: { commission: deskCommission({ stage: 'sent' }) } }) },
    );

    await user.click(await screen.findByRole('button', { name: 'Send to client' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));

    expect(await screen.findByText('The proposal was sent to ana@example.com.')).toBeInTheDocument();
    expect(functions.calls('studio-save-proposal')).toEqual([]);
  });

  it('does not send a proposal the server refused to save, and says why at the field', async () => {
    const user = userEvent.setup();
    const functions = openProposal(
      deskCommission({ versions: [writtenVersion()], actions: { ...deskCommission().actions, send: true } }),
      {
        'studio-save-proposal': () => ({ status: 400, body: { error: 'proposal.terms: Please keep the terms short' } }),
      },
    );

    const form = await editor();
    await user.type(form.getByLabelText('Terms'), ' More.');
    await user.click(form.getByRole('button', { name: 'Send to client' }));
    await user.click(form.getByRole('button', { name: 'Yes, send it' }));

    await vi.waitFor(() =>
      expect(form.getByLabelText('Terms')).toHaveAccessibleDescription('Please keep the terms short'),
    );
    expect(form.getByLabelText('Terms')).toHaveValue('The deposit starts the work. More.');
    expect(functions.calls('studio-send-proposal')).toEqual([]);
  });

  it('saves her changes, then shows the client’s page in preview in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const functions = openProposal(deskCommission({ versions: [writtenVersion()] }), {
      'studio-save-proposal': () => ({ body: { commission: deskCommission({ versions: [writtenVersion()] }) } }),
    });

    const form = await editor();
    await user.type(form.getByLabelText('Title'), '!');
    await user.click(form.getByRole('button', { name: 'Preview' }));

    await vi.waitFor(() => expect(tab.location.href).toBe('/commission?preview=com-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(functions.calls('studio-save-proposal')).toHaveLength(1);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('keeps a template of the terms she wrote', async () => {
    const user = userEvent.setup();
    const functions = openProposal(deskCommission({ versions: [writtenVersion()] }), {
      'studio-save-terms-template': ({ name, text }) => ({ body: { templates: [{ id: 'tpl-1', name, text }] } }),
    });

    const form = await editor();
    await user.type(form.getByLabelText('Template name'), 'Paintings');
    await user.click(form.getByRole('button', { name: 'Save as a template' }));

    expect(await form.findByText('Saved as the template “Paintings”.')).toBeInTheDocument();
    expect(functions.calls('studio-save-terms-template')[0]!.body).toEqual({
      name: 'Paintings',
      text: 'The deposit starts the work.',
    });
    expect(
      within(form.getByLabelText('Start from a template')).getByRole('option', { name: 'Paintings' }),
    ).toBeInTheDocument();
    expect(functions.calls('studio-save-proposal')).toEqual([]);
  });
});

describe('an accepted proposal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads as the client signed it, with who accepted it and when, and cannot be edited', async () => {
    openProposal(acceptedCommission());

    expect(await screen.findByRole('heading', { level: 1, name: 'The Good Shepherd' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'The proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    const [first] = within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Version 1Sent Nov 24, 2026, 10:00 AM ESTAccepted Nov 26, 2026, 1:30 PM ESTAccepted by Ana Reyes',
    );
    const accepted = within(screen.getByRole('article', { name: 'Accepted: The Good Shepherd (version 1)' }));
    expect(accepted.getByRole('heading', { level: 4, name: 'The idea' })).toBeInTheDocument();
    expect(accepted.getByText('Warm light over the hills.')).toBeInTheDocument();
    expect(accepted.getByText('Price').nextElementSibling).toHaveTextContent('$1,200.00');
    expect(accepted.getByText('Deposit').nextElementSibling).toHaveTextContent('$360.00 (30% of the price)');
    expect(accepted.getByText('Valid until').nextElementSibling).toHaveTextContent('Dec 24, 2026');
    expect(screen.getByText('Price $1,200.00, paid $360.00')).toBeInTheDocument();
  });

  it('tells the story oldest first, with its dates and photos', async () => {
    openProposal(
      acceptedCommission({
        story: [
          storyEntry('story-2', {
            at: '2026-12-02T16:00:00.000Z',
            kind: 'sketch',
            title: 'A sketch for approval',
            text: 'The first sketch.',
            photos: [commissionPhoto(5)],
          }),
          storyEntry('story-1'),
        ],
      }),
    );

    const story = await screen.findByRole('list', { name: 'The story' });
    const entries = [...story.children] as HTMLElement[];
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Nov 24, 2026, 10:00 AM ESTVersion 1 of the proposal was sent',
      'Dec 2, 2026, 11:00 AM ESTA sketch for approvalThe first sketch.',
    ]);
    expect(within(entries[1]!).getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
  });

  it('moves the project to the stage she chooses', async () => {
    const user = userEvent.setup();
    const functions = openProposal(acceptedCommission(), {
      'studio-move-commission': ({ to }) => ({
        body: {
          commission: acceptedCommission({
            stage: to,
            actions: { ...acceptedCommission().actions, moveTo: ['ready'] },
          }),
        },
      }),
    });

    const moves = within(await screen.findByRole('group', { name: 'Move to' }));
    expect(moves.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Sketch for approval',
      'In progress',
    ]);
    await user.click(moves.getByRole('button', { name: 'In progress' }));

    expect(await screen.findByText('Moved to In progress.')).toBeInTheDocument();
    expect(functions.calls('studio-move-commission')).toEqual([
      { name: 'studio-move-commission', body: { id: 'com-1', to: 'in_progress' } },
    ]);
    expect(screen.getByRole('button', { name: 'Ready' })).toBeInTheDocument();
    expect(
      screen.getByText(/Ready e-mails the client a request for the balance, due in 14 days\./),
    ).toBeInTheDocument();
  });

  it('moves a painting to Delivered with the carrier and tracking number she gives', async () => {
    const user = userEvent.setup();
    const paid = acceptedCommission({
      stage: 'paid',
      actions: { ...acceptedCommission().actions, moveTo: ['delivered'] },
    });
    const functions = openProposal(paid, {
      'studio-move-commission': ({ tracking }) => ({
        body: { commission: { ...paid, stage: 'delivered', tracking: tracking ?? null } },
      }),
    });

    await user.type(await screen.findByLabelText('Carrier'), 'USPS');
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(screen.getByLabelText('Tracking number')).toHaveAccessibleDescription('Please enter the tracking number');
    expect(functions.calls('studio-move-commission')).toEqual([]);
    await user.type(screen.getByLabelText('Tracking number'), '9400 1000 0000');
    await user.click(screen.getByRole('button', { name: 'Delivered' }));

    expect(await screen.findByText('Shipped with USPS, tracking number 9400 1000 0000')).toBeInTheDocument();
    expect(functions.calls('studio-move-commission')[0]!.body).toEqual({
      id: 'com-1',
      to: 'delivered',
      tracking: { carrier: 'USPS', number: '9400 1000 0000' },
    });
  });

  it('posts a sketch for approval with her words and photos to the client’s page', async () => {
    const user = userEvent.setup();
    const functions = openProposal(
      acceptedCommission(),
      {
        'studio-post-to-commission': ({ text, photoIds }) => ({
          body: {
            commission: acceptedCommission({
              stage: 'sketch',
              story: [
                storyEntry('story-9', {
                  kind: 'sketch',
                  title: 'A sketch for approval',
                  text,
                  photos: photoIds.map((photoId) => ({ photoId, picture: samplePicture(11) })),
                }),
              ],
            }),
          },
        }),
      },
      { photoUpload: numberedUploads() },
    );

    const post = within(await screen.findByRole('form', { name: 'Post to the client’s page' }));
    expect(post.getByRole('radio', { name: 'Sketch for approval' })).toBeChecked();
    await user.click(post.getByRole('button', { name: 'Post' }));
    expect(post.getByLabelText('Add photos')).toHaveAccessibleDescription('Please add a photo');
    await user.type(post.getByLabelText('Words'), 'The first sketch, in charcoal.');
    await user.upload(post.getByLabelText('Add photos'), jpeg('sketch.jpg'));
    await post.findByRole('img', { name: 'Photo 1' });
    await user.click(post.getByRole('button', { name: 'Post' }));

    expect(
      await post.findByText('Posted. Ana Reyes is asked to approve the sketch or comment on it.'),
    ).toBeInTheDocument();
    expect(functions.calls('studio-post-to-commission')).toEqual([
      {
        name: 'studio-post-to-commission',
        body: { id: 'com-1', kind: 'sketch', text: 'The first sketch, in charcoal.', photoIds: ['photo-11'] },
      },
    ]);
    expect(section('The story').getByText('The first sketch, in charcoal.')).toBeInTheDocument();
    expect(post.getByLabelText('Words')).toHaveValue('');
    expect(post.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('the payments of a project', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each request with its payments, refunds, a payment made twice and the reminders sent', async () => {
    openProposal(
      acceptedCommission({
        requests: [
          paymentRequest('req-1', {
            state: 'paid',
            paid: 360,
            payments: [
              {
                asked: 360,
                paid: 360,
                refunded: 0,
                state: 'paid',
                paidAt: '2026-11-26T18:40:00.000Z',
                reference: 'pi_1',
                paidTwice: false,
              },
              {
                asked: 360,
                paid: 360,
                refunded: 60,
                state: 'partly_refunded',
                paidAt: '2026-11-27T09:00:00.000Z',
                reference: 'pi_2',
                paidTwice: true,
              },
            ],
            reminders: [{ kind: 'before', sentAt: '2026-12-01T14:00:00.000Z' }],
          }),
        ],
      }),
    );

    const request = (await screen.findByRole('heading', { level: 3, name: 'Deposit' })).closest('li')!;
    expect(request).toHaveTextContent('Asked $360.00');
    expect(request).toHaveTextContent('Paid $360.00');
    expect(request).toHaveTextContent('Due Dec 3, 2026');
    const payments = within(within(request).getByRole('list', { name: 'Payments of “Deposit”' })).getAllByRole(
      'listitem',
    );
    expect(payments[0]).toHaveTextContent('Paid $360.00 of $360.00 asked, Nov 26, 2026, 1:40 PM EST');
    expect(payments[1]).toHaveTextContent('Refunded $60.00');
    expect(payments[1]).toHaveTextContent('Paid twice: refund due');
    expect(payments[0]).not.toHaveTextContent('Paid twice');
    expect(within(request).getByRole('list', { name: 'Reminders of “Deposit”' })).toHaveTextContent(
      'Reminder sent Dec 1, 2026, before the due date',
    );
    expect(within(request).queryByRole('button', { name: /Cancel request/ })).not.toBeInTheDocument();
  });

  it('requests a payment of any amount for the project, then lists it', async () => {
    const user = userEvent.setup();
    const functions = openProposal(acceptedCommission(), {
      'studio-request-payment': ({ title, amount, dueOn }) => ({
        body: { request: paymentRequest('req-2', { title, amount, dueOn }) },
      }),
    });

    const form = within(await screen.findByRole('form', { name: 'Request a payment' }));
    expect(form.queryByLabelText('Client’s name')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('What it is for'), 'Framing');
    await user.type(form.getByLabelText('Amount'), '85.50');
    await user.type(form.getByLabelText('Due on'), '2026-12-15');
    await user.click(form.getByRole('button', { name: 'Send request' }));

    expect(await form.findByText('A request for $85.50 was sent to ana@example.com.')).toBeInTheDocument();
    expect(functions.calls('studio-request-payment')[0]!.body).toEqual({
      commissionId: 'com-1',
      title: 'Framing',
      amount: 85.5,
      dueOn: '2026-12-15',
    });
    const framing = screen.getByRole('heading', { level: 3, name: 'Framing' }).closest('li')!;
    expect(framing).toHaveTextContent('Awaiting payment');
    expect(framing).toHaveTextContent('Due Dec 15, 2026');
  });

  it('changes an open request’s amount and due date', async () => {
    const user = userEvent.setup();
    const open = paymentRequest('req-2', { title: 'Balance', amount: 840, dueOn: '2027-01-10' });
    const functions = openProposal(acceptedCommission({ requests: [open] }), {
      'studio-change-payment-request': ({ amount, dueOn }) => ({ body: { request: { ...open, amount, dueOn } } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Change “Balance”' }));
    const form = within(screen.getByRole('form', { name: 'Change “Balance”' }));
    expect(form.getByLabelText('New amount')).toHaveValue('840');
    await user.clear(form.getByLabelText('New amount'));
    await user.type(form.getByLabelText('New amount'), '800');
    await user.clear(form.getByLabelText('New due date'));
    await user.type(form.getByLabelText('New due date'), '2027-01-20');
    await user.click(form.getByRole('button', { name: 'Save the change' }));

    expect(await screen.findByText('It now asks $800.00, due Jan 20, 2027.')).toBeInTheDocument();
    expect(functions.calls('studio-change-payment-request')[0]!.body).toEqual({
      requestId: 'req-2',
      amount: 800,
      dueOn: '2027-01-20',
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Balance' }).closest('li')).toHaveTextContent('Asked $800.00');
  });

  it('cancels an open request only once she confirms', async () => {
    const user = userEvent.setup();
    const open = paymentRequest('req-2', { title: 'Balance', amount: 840 });
    const functions = openProposal(acceptedCommission({ requests: [open] }), {
      'studio-cancel-payment-request': () => ({ body: { request: { ...open, state: 'canceled' } } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Cancel request “Balance”' }));
    expect(functions.calls('studio-cancel-payment-request')).toEqual([]);
    const question = screen.getByRole('group', {
      name: 'Cancel “Balance”? Its link will no longer take a payment, and this cannot be undone.',
    });
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel it' }));

    const balance = screen.getByRole('heading', { level: 3, name: 'Balance' }).closest('li')!;
    await vi.waitFor(() => expect(balance).toHaveTextContent('Canceled'));
    expect(functions.calls('studio-cancel-payment-request')[0]!.body).toEqual({ requestId: 'req-2' });
    expect(within(balance).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('a sent or finished commission', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the proposal as an example on /proposal when she ticks it', async () => {
    const user = userEvent.setup();
    const commission = acceptedCommission();
    const functions = openProposal(commission, {
      'studio-set-proposal-example': ({ example }) => ({
        body: { commission: { ...commission, publicExample: example } },
      }),
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Show as an example on /proposal' }));

    expect(await screen.findByText('Listed on /proposal.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show as an example on /proposal' })).toBeChecked();
    expect(functions.calls('studio-set-proposal-example')[0]!.body).toEqual({ id: 'com-1', example: true });
  });

  it('shows a done commission on Custom Paintings with the photos she chooses and the client’s testimonial', async () => {
    const user = userEvent.setup();
    const done = acceptedCommission({
      stage: 'done',
      actions: { edit: false, send: false, moveTo: [], post: false, requestPayment: false },
      story: [storyEntry('story-9', { kind: 'progress', title: 'Progress photos', photos: [commissionPhoto(5)] })],
      testimonial: { text: 'She painted our hearts.', name: 'Ana R.', givenAt: '2027-01-05T12:00:00.000Z' },
    });
    const functions = openProposal(
      done,
      {
        'studio-show-past-commission': ({ title, withTestimonial }) => ({
          body: {
            commission: {
              ...done,
              past: {
                title,
                photos: [commissionPhoto(5), { photoId: 'photo-11', picture: samplePicture(11) }],
                withTestimonial,
              },
            },
          },
        }),
      },
      { photoUpload: numberedUploads() },
    );

    const form = within(await screen.findByRole('form', { name: 'Past commissions' }));
    expect(form.getByLabelText('Title')).toHaveValue('The Good Shepherd');
    expect(form.getAllByRole('checkbox', { name: /^Photo/ })).toHaveLength(2);
    expect(form.getByRole('checkbox', { name: 'Photo 2' })).not.toBeChecked();
    expect(form.getByText('She painted our hearts.')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'The Good Shepherd, for the Reyes family');
    await user.click(form.getByRole('checkbox', { name: 'Photo 1' }));
    await user.upload(form.getByLabelText('Add photos'), jpeg('finished.jpg'));
    expect(await form.findByRole('checkbox', { name: 'Photo 3' })).toBeChecked();
    await user.click(form.getByRole('checkbox', { name: 'Show the client’s testimonial' }));
    await user.click(form.getByRole('button', { name: 'Show on Custom Paintings' }));

    expect(await form.findByText('Shown on Custom Paintings.')).toBeInTheDocument();
    expect(functions.calls('studio-show-past-commission')[0]!.body).toEqual({
      id: 'com-1',
      shown: true,
      title: 'The Good Shepherd, for the Reyes family',
      photoIds: ['photo-5', 'photo-11'],
      withTestimonial: true,
    });
    expect(form.getByRole('button', { name: 'Take off Custom Paintings' })).toBeInTheDocument();
  });

  it('takes a past commission off Custom Paintings', async () => {
    const user = userEvent.setup();
    const shown = acceptedCommission({
      stage: 'done',
      actions: { edit: false, send: false, moveTo: [], post: false, requestPayment: false },
      past: { title: 'The Good Shepherd', photos: [commissionPhoto(1)], withTestimonial: false },
    });
    const functions = openProposal(shown, {
      'studio-show-past-commission': () => ({ body: { commission: { ...shown, past: null } } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Take off Custom Paintings' }));

    expect(await screen.findByText('Taken off Custom Paintings.')).toBeInTheDocument();
    expect(functions.calls('studio-show-past-commission')[0]!.body).toEqual({
      id: 'com-1',
      shown: false,
      title: 'The Good Shepherd',
      photoIds: ['photo-1'],
      withTestimonial: false,
    });
    expect(screen.queryByRole('button', { name: 'Take off Custom Paintings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Show the client’s testimonial')).not.toBeInTheDocument();
  });
});
