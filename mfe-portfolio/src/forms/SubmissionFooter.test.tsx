import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmissionFooter } from './SubmissionFooter';

const wording = { failureTitle: 'Your message was not sent', failedReassurance: 'Your text is still here.' };

describe('the end of a submission form', () => {
  it('offers the send button and no alert while nothing has failed', () => {
    render(<SubmissionFooter {...wording} sending={false} submitLabel="Send Message" />);

    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the last attempt failed, between the lead and the reassurance', () => {
    render(<SubmissionFooter {...wording} failure="The server is busy." sending={false} submitLabel="Send Message" />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your message was not sent: The server is busy. Your text is still here.',
    );
  });

  it('reads Sending... and cannot be pressed twice while sending', () => {
    render(<SubmissionFooter {...wording} sending submitLabel="Send Message" />);

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
