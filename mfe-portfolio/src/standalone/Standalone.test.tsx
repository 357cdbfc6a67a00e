import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Standalone } from './Standalone';

describe('the portfolio standalone page', () => {
  it.each([
    ['/', 'Where Faith Meets Creativity'],
    ['/fine-art', 'Fine Art'],
    ['/contact-grace', 'Get in Touch'],
  ])('shows the screen of %s', (path, heading) => {
    window.history.pushState({}, '', path);
    render(<Standalone />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
