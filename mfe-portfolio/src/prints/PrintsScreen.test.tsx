import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at';
import PrintsScreen from './PrintsScreen';

describe('the prints page', () => {
  it('shows the two collections whose buttons open the contact form about prints', () => {
    renderAt('/prints', <PrintsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prints' })).toBeInTheDocument();
    expect(screen.getByText('Beautiful art prints to bring inspiration and faith into your home')).toBeInTheDocument();
    for (const [collection, button] of [
      ['NFL Collection', 'View NFL Prints'],
      ['General Art Prints', 'View All Prints'],
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: collection })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: button })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/contact-grace\?subject=Print\+Shop\+Question&message=/),
      );
    }
    expect(screen.getByText('Ephesians 2:10')).toBeInTheDocument();
  });
});
