import type { SiteDesk } from 'shared-contracts/site-words-desk';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { Outcome } from '../ui/Outcome';
import { PartTabs, partPanelId, partTabId } from './PartTabs';
import { PriceFields } from './PriceFields';
import { SitePreview } from './SitePreview';
import { SiteVersions } from './SiteVersions';
import { partsAtFault, previewAddress } from './site-draft';
import { useSiteEditor } from './use-site-editor';
import { WordFields } from './WordFields';
import styles from './SiteScreen.module.css';

/** Her site's words and prices: rewritten part by part, previewed on the real pages, published as versions. */
export default function SiteScreen() {
  return (
    <StudioFrame>
      <Site />
    </StudioFrame>
  );
}

function Site() {
  const { state, retry, replace } = useStudioQuery('studio-site-text', {});
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-site-title">
      <h1 id="studio-site-title" className={page.title}>
        Your site’s words and prices
      </h1>
      <p className={page.lead}>
        Rewrite the words of your pages and set your prices. Preview shows your draft on the real pages, to you alone;
        Publish puts it on the site for everyone.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading your site’s words…" />
      {state.status === 'loaded' && <SiteEditor desk={state.data} replace={replace} />}
    </section>
  );
}

function SiteEditor({ desk, replace }: { desk: SiteDesk; replace(desk: SiteDesk): void }) {
  const editing = useSiteEditor(desk, replace);
  const { part, busy, said, preview } = editing;
  const saidOf = (where: 'draft' | 'versions') =>
    said?.where === where ? { done: said.done, problem: said.problem } : { done: '', problem: undefined };
  return (
    <>
      <PartTabs current={part} show={editing.showPart} atFault={partsAtFault(editing.errors)} />
      <div role="tabpanel" id={partPanelId} aria-labelledby={partTabId(part)} className={styles.panel}>
        {part === 'prices' ? <PriceFields editing={editing} /> : <WordFields part={part} editing={editing} />}
      </div>
      <div className={styles.actions}>
        <div className={page.buttons}>
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={busy || undefined}
            onClick={() => void editing.showPreview()}
          >
            Preview
          </button>
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={busy || undefined}
            onClick={() => void editing.publish()}
          >
            Publish
          </button>
          <p className={page.note}>
            {editing.unpublished
              ? 'Your changes are not published yet.'
              : `The site shows version ${desk.published.version}.`}
          </p>
          <Outcome {...saidOf('draft')} />
        </div>
      </div>
      {preview?.part === part && (
        <SitePreview address={previewAddress(preview.part, preview.count)} current={editing.previewIsCurrent} />
      )}
      <SiteVersions
        versions={desk.versions}
        published={desk.published.version}
        unpublished={editing.unpublished}
        restore={editing.restore}
        {...saidOf('versions')}
      />
    </>
  );
}
