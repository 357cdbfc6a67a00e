import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import LogoOnboardingScreen from './LogoOnboardingScreen';

const path = '/dydd-logo-proposal/onboarding?session_id=cs_test_onboard01';

describe('the onboarding questionnaire', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('turns away a visitor without a paid session: Access Denied, back to the proposal', async () => {
    fakeFunctions({
      'check-onboarding-access': () => ({
        body: { allowed: false, message: 'Please complete payment first to access project onboarding.' },
      }),
    });
    const { toasts } = renderAt(path, <LogoOnboardingScreen />);
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dydd-logo-proposal$/));
    expect(toasts).toEqual([
      { title: 'Access Denied', description: 'Please complete payment first to access project onboarding.' },
    ]);
    expect(screen.queryByRole('heading', { name: 'Project Onboarding' })).not.toBeInTheDocument();
  });

  it('offers a retry, not Access Denied, when the payment cannot be checked', async () => {
    const user = userEvent.setup();
    let reachable = false;
    fakeFunctions({
      'check-onboarding-access': () =>
        reachable
          ? { body: { allowed: true, message: 'Payment verified' } }
          : { status: 503, body: { error: 'We are briefly unavailable.' } },
    });
    const { toasts } = renderAt(path, <LogoOnboardingScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment could not be checked just now.');
    expect(toasts).toEqual([]);
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Step 1 of 5/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/onboarding/);
  });

  it('turns away a visitor with neither a session nor the test flag without asking the server', async () => {
    const functions = fakeFunctions({});
    const { toasts } = renderAt('/dydd-logo-proposal/onboarding', <LogoOnboardingScreen />);
    await vi.waitFor(() => expect(toasts[0]?.title).toBe('Access Denied'));
    expect(functions.calls()).toHaveLength(0);
  });

  it('walks through five steps with checkboxes and radios, then saves the answers and goes home', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'check-onboarding-access': () => ({ body: { allowed: true, message: 'Payment verified' } }),
      'save-onboarding': () => ({ body: { saved: true } }),
    });
    const { toasts } = renderAt(path, <LogoOnboardingScreen />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Tell Us About Your Business' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('20% complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.type(screen.getByLabelText('Business or ministry name'), 'Dwell in the Word');
    await user.click(screen.getByLabelText('Spiritual'));
    await user.click(screen.getByLabelText('Peaceful'));
    await user.click(screen.getByLabelText('Spiritual'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Logo Style & Preferences' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Hand-drawn'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Standard (4-5 weeks)'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Onboarding' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(functions.calls('save-onboarding')[0]?.body).toEqual({
      sessionId: 'cs_test_onboard01',
      answers: {
        businessName: 'Dwell in the Word',
        brandPersonality: ['Peaceful'],
        logoStyle: 'hand-drawn',
        timeline: 'standard',
      },
    });
    expect(toasts.at(-1)).toEqual({
      title: 'Onboarding Complete!',
      description:
        'Thank you for providing detailed project information. Grace will review your responses and begin the design process.',
    });
  });

  it('keeps the answers after a reload mid-way', async () => {
    const user = userEvent.setup();
    fakeFunctions({ 'check-onboarding-access': () => ({ body: { allowed: true, message: 'Payment verified' } }) });
    const first = renderAt(path, <LogoOnboardingScreen />);
    await user.type(await screen.findByLabelText('Business or ministry name'), 'Dwell in the Word');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    first.unmount();

    renderAt(path, <LogoOnboardingScreen />);
    expect(await screen.findByText('Step 2 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Business or ministry name')).toHaveValue('Dwell in the Word');
  });

  it('says "Submission Error" and keeps the answers when saving fails', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'check-onboarding-access': () => ({ body: { allowed: true, message: 'Payment verified' } }),
      'save-onboarding': () => ({ status: 503, body: { error: 'down' } }),
    });
    window.localStorage.setItem(
      'grace-studio:onboarding:cs_test_onboard01',
      JSON.stringify({ step: 5, answers: { specialRequests: 'Gold leaf?' } }),
    );
    const { toasts } = renderAt(path, <LogoOnboardingScreen />);

    await user.click(await screen.findByRole('button', { name: 'Complete Onboarding' }));

    await vi.waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        title: 'Submission Error',
        description: 'There was an error saving your responses. Please try again.',
      }),
    );
    expect(screen.getByLabelText('Special requests')).toHaveValue('Gold leaf?');
  });
});
