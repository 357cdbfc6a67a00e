import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samplePicture } from 'shared-contracts/testing/pictures';
import { StudioPicture } from './StudioPicture';

describe('a studio picture', () => {
  it('offers each format but the last as a source, and draws the last as a lazy image at its own size', () => {
    const { container } = render(<StudioPicture picture={samplePicture(3, 'Harvest')} sizes="20rem" />);
    const sources = container.querySelectorAll('picture > source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('type', 'image/avif');
    expect(sources[0]).toHaveAttribute('srcset', '/media/p3-480.avif 480w');
    expect(sources[0]).toHaveAttribute('sizes', '20rem');
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', '/media/p3-1600.jpg');
    expect(img).toHaveAttribute('srcset', '/media/p3-480.jpg 480w, /media/p3-1600.jpg 1600w');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '2000');
    expect(img).toHaveAttribute('alt', 'Harvest');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('takes other words where the words beside it already say what it shows', () => {
    const { container } = render(<StudioPicture picture={samplePicture(3, 'Harvest')} sizes="20rem" alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
