import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { PastCommission } from 'shared-contracts/commissions';
import { subscribe } from 'shared-contracts/events';
import { callKey } from 'shared-contracts/function-contract';
import { PageDataContext } from 'shared-contracts/page-data';
import { SiteTextContext } from 'shared-contracts/site-words';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { samplePicture } from 'shared-contracts/testing/pictures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import { publishedText } from '../testing/site-text';
import CustomPaintingsScreen from './CustomPaintingsScreen';

const noPastCommissions = () => ({ body: { commissions: [] } });

const grove: PastCommission = {
  id: 'com_grove',
  title: 'Olive Grove at Dawn',
  kind: 'painting',
  photos: [
    { photoId: 'ph_grove', picture: samplePicture(1, 'The olive grove painting above a sofa') },
    { photoId: 'ph_detail', picture: samplePicture(2, 'A detail of the olive branches') },
  ],
  testimonial: { text: 'She painted our grove better than we remembered it.', name: 'Anna P.' },
};

const hallMural: PastCommission = {
  id: 'com_hall',
  title: 'Fellowship Hall Mural',
  kind: 'mural',
  photos: [{ photoId: 'ph_hall', picture: samplePicture(3, 'Wheat fields across the fellowship hall') }],
  testimonial: null,
};

const placeholderTitles = ['Family portrait', 'Church banner', 'Nursery mural'];

/** The titles of the tiles under "Past commissions". */
const pastTitles = () =>
  within(screen.getByRole('list', { name: 'Past commissions' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function fillRequest(user: UserEvent) {
  await user.type(screen.getByLabelText('Your name'), 'Joseph');
  await user.type(screen.getByLabelText('Email'), 'joseph@example.com');
  await user.type(screen.getByLabelText('Theme or subject'), 'An olive grove at dawn');
  await user.selectOptions(screen.getByLabelText('Size'), '24 × 36 in');
  await user.type(screen.getByLabelText('Colour palette'), 'Golds and greens');
  await user.selectOptions(screen.getByLabelText('Budget'), '$500 - $1,000');
  await user.selectOptions(screen.getByLabelText('Timeline'), '2-3 months');
}

describe('the custom paintings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the request, not a message, was not sent when sending fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'get-past-commissions': noPastCommissions,
      'submit-commission-request': () => ({ status: 503, body: { error: 'The server is busy.' } }),
    });
    const toasts: string[] = [];
    const stop = subscribe('toast:show', ({ title }) => toasts.push(title));
    renderAt('/custom-paintings', <CustomPaintingsScreen />);

    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your request was not sent: The server is busy.');
    expect(toasts).toEqual(['Your request was not sent']);
    expect(screen.getByLabelText('Theme or subject')).toHaveValue('An olive grove at dawn');
    stop();
  });

  it('introduces the page and explains the steps in the words she published, markup shown as text', async () => {
    fakeFunctions({ 'get-past-commissions': noPastCommissions });
    const { container } = renderAt(
      '/custom-paintings',
      <SiteTextContext.Provider
        value={publishedText({
          'customPaintings.lead': 'Your story, <b>painted</b>.',
          'customPaintings.step1Title': 'Tell me',
          'customPaintings.step1Text': 'Write to me about it.',
          'customPaintings.step3Title': 'Tell me',
        })}
      >
        <CustomPaintingsScreen />
      </SiteTextContext.Provider>,
    );

    expect(screen.getByText('Your story, <b>painted</b>.')).toHaveClass('page-subtitle');
    expect(container.querySelector('b')).toBeNull();
    const steps = screen.getAllByText(/^Step \d$/).map((step) => step.closest('li')!);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tell me',
      'Sketch & approve',
      'Tell me',
    ]);
    expect(within(steps[0]!).getByText('Write to me about it.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Family portrait' })).toBeInTheDocument();
  });

  it('explains the three steps and keeps the three placeholder tiles while she shows no past commissions', async () => {
    fakeFunctions({ 'get-past-commissions': noPastCommissions });
    renderAt('/custom-paintings', <CustomPaintingsScreen />);
    expect(screen.getAllByText(/^Step \d$/)).toHaveLength(3);
    for (const title of ['Share your vision', 'Sketch & approve', 'Painted with love']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { level: 3, name: 'Family portrait' })).toBeInTheDocument();
    expect(pastTitles()).toEqual(placeholderTitles);
    expect(screen.getByText('An Easter banner for a sanctuary, 4 × 8 ft.')).toBeInTheDocument();
  });

  it('shows her real past commissions in place of the placeholders, with the words the client allowed', async () => {
    fakeFunctions({ 'get-past-commissions': () => ({ body: { commissions: [grove, hallMural] } }) });
    renderAt('/custom-paintings', <CustomPaintingsScreen />);

    expect(await screen.findByRole('heading', { level: 3, name: 'Olive Grove at Dawn' })).toBeInTheDocument();
    expect(pastTitles()).toEqual(['Olive Grove at Dawn', 'Fellowship Hall Mural']);
    const [groveTile, hallTile] = pastTitles().map((title) =>
      screen.getByRole('heading', { level: 3, name: title! }).closest('li')!,
    );
    expect(within(groveTile!).getByText('Painting')).toBeInTheDocument();
    expect(
      within(groveTile!)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['The olive grove painting above a sofa', 'A detail of the olive branches']);
    expect(
      within(groveTile!).getByText('She painted our grove better than we remembered it.').closest('blockquote'),
    ).toContainElement(within(groveTile!).getByText('Anna P.'));
    expect(within(hallTile!).getByText('Mural')).toBeInTheDocument();
    expect(within(hallTile!).queryByRole('blockquote')).not.toBeInTheDocument();
  });

  it('shows the past commissions a page rendered on the server came with at once, without asking', () => {
    const functions = fakeFunctions({});
    renderAt(
      '/custom-paintings',
      <PageDataContext.Provider value={{ [callKey('get-past-commissions', {})]: { commissions: [hallMural] } }}>
        <CustomPaintingsScreen />
      </PageDataContext.Provider>,
    );
    expect(pastTitles()).toEqual(['Fellowship Hall Mural']);
    expect(functions.calls()).toHaveLength(0);
  });

  it('keeps the placeholder tiles when the past commissions cannot be loaded', async () => {
    const functions = fakeFunctions({ 'get-past-commissions': () => ({ status: 503, body: { error: 'Busy' } }) });
    renderAt('/custom-paintings', <CustomPaintingsScreen />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Nursery mural' })).toBeInTheDocument();
    expect(pastTitles()).toEqual(placeholderTitles);
    expect(functions.calls('get-past-commissions')).toHaveLength(1);
  });

  it('sends a commission request with theme, size, palette, budget, timeline, name and e-mail, then focuses the thank-you', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'get-past-commissions': noPastCommissions,
      'submit-commission-request': () => ({ body: { received: true } }),
    });
    renderAt('/custom-paintings', <CustomPaintingsScreen />);

    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByLabelText('Budget')).toHaveAccessibleDescription('Please choose a budget');
    expect(functions.calls('submit-commission-request')).toHaveLength(0);

    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByRole('heading', { name: 'Thank you! Your request is with Grace.' })).toHaveFocus();
    expect(functions.calls('submit-commission-request')[0]?.body).toMatchObject({
      theme: 'An olive grove at dawn',
      size: '24 × 36 in',
      budget: '$500 - $1,000',
      timeline: '2-3 months',
    });
  });
});
