import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Standalone } from './Standalone';

describe('the design-service standalone page', () => {
  it.each([
    ['/proposal', 'Project Proposals'],
    ['/play-harbor-proposal', 'Play Harbor Mural Proposal'],
  ])('shows the screen of %s', (path, heading) => {
    window.history.pushState({}, '', path);
    render(<Standalone />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
