import type { KeyboardEvent } from 'react';
import { siteParts, sitePartNames } from 'shared-contracts/site-words';
import type { EditedPart } from './site-draft';
import styles from './SiteScreen.module.css';

/** The parts of the site in the order of the tabs, her prices last. */
export const editedParts: readonly { part: EditedPart; name: string }[] = [
  ...sitePartNames.map((part) => ({ part, name: siteParts[part].name })),
  { part: 'prices', name: 'Prices' },
];

export const partPanelId = 'site-part-panel';
export const partTabId = (part: EditedPart) => `site-tab-${part}`;

/** Which key takes her to which tab, from the tab at `index`. */
const keyMoves: Record<string, (index: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: () => editedParts.length - 1,
};

interface PartTabsProps {
  current: EditedPart;
  show(part: EditedPart): void;
  /** The parts with a field she needs to correct, marked on their tabs. */
  atFault: ReadonlySet<EditedPart>;
}

/**
 * The parts of her site, one shown at a time, as tabs: a click or the arrow keys show another,
 * and only the current tab is a stop of the Tab key, as screen readers expect of tabs.
 */
export function PartTabs({ current, show, atFault }: PartTabsProps) {
  const move = (event: KeyboardEvent, index: number) => {
    const to = keyMoves[event.key]?.(index);
    if (to === undefined) return;
    event.preventDefault();
    const next = editedParts[(to + editedParts.length) % editedParts.length];
    if (!next) return;
    show(next.part);
    document.getElementById(partTabId(next.part))?.focus();
  };

  return (
    <div role="tablist" aria-label="Parts of your site" className={styles.tabs}>
      {editedParts.map(({ part, name }, index) => (
        <button
          key={part}
          type="button"
          role="tab"
          id={partTabId(part)}
          aria-selected={part === current}
          aria-controls={partPanelId}
          tabIndex={part === current ? 0 : -1}
          className={styles.tab}
          onClick={() => show(part)}
          onKeyDown={(event) => move(event, index)}
        >
          {name}
          {atFault.has(part) && (
            <>
              <span className={styles.fault} aria-hidden="true">
                !
              </span>
              <span className="visually-hidden">, needs correcting</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
