import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import page from '../frame/StudioPage.module.css';
import styles from './SiteScreen.module.css';

interface SitePreviewProps {
  /** The page with her saved draft: `/about?site-preview&v=2`. */
  address: string;
  /** Whether the draft has not changed since it was saved for this preview. */
  current: boolean;
}

/** Her saved draft on the real page, as a phone and as a laptop show it, to her alone. */
export function SitePreview({ address, current }: SitePreviewProps) {
  return (
    <section className={page.section} aria-labelledby="site-preview-title">
      <h2 id="site-preview-title">Preview</h2>
      <p className={page.note}>Your saved draft on the page {address.split('?')[0]}, as only you see it.</p>
      {!current && <p className={styles.stale}>You changed the draft since: preview again to see your changes.</p>}
      <div className={styles.previews}>
        <PreviewFrame title="Phone" address={address} width={375} height={720} />
        <PreviewFrame title="Desktop" address={address} width={1280} height={800} />
      </div>
    </section>
  );
}

interface PreviewFrameProps {
  title: string;
  address: string;
  /** The width the page is laid out at, in CSS pixels, and the height shown of it. */
  width: number;
  height: number;
}

/** The page laid out at `width`, scaled down to the room there is for it. */
function PreviewFrame({ title, address, width, height }: PreviewFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const scale = useScaleToFit(box, width);
  return (
    <figure className={styles.preview}>
      <figcaption className={page.note}>
        {title}, {width} px wide
      </figcaption>
      <div ref={box} className={styles.previewBox} style={{ height: height * scale }}>
        <iframe
          title={title}
          src={address}
          width={width}
          height={height}
          className={styles.previewFrame}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}

/** How much a page `width` wide is scaled down to fit the box, whose width follows the screen's; at most 1. */
function useScaleToFit(box: RefObject<HTMLElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // A box that is not laid out (0 wide) leaves the page at its own size.
    const fit = () => setScale(Math.min(1, element.clientWidth / width) || 1);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, width]);
  return scale;
}
