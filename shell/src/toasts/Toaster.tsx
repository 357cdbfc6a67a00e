import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { notificationSlotAttribute, subscribe, type BusEventPayload } from 'shared-contracts/events';
import styles from './Toaster.module.css';

type Toast = BusEventPayload<'toast:show'> & { id: number };

const visibleForMs = { info: 5000, success: 5000, error: 8000 } as const;

/**
 * The modal dialog opened last and still open, if any. A modal dialog covers the page and
 * makes the rest of it inert, so notifications are shown inside it: visible, announced and
 * dismissable while it is open.
 */
function useTopModalDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    let opened: HTMLDialogElement[] = [];
    const observer = new MutationObserver(() => {
      const modal = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
      opened = [
        ...opened.filter((dialog) => modal.includes(dialog)),
        ...modal.filter((dialog) => !opened.includes(dialog)),
      ];
      setTop(opened.at(-1) ?? null);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return top;
}

/**
 * Keeps floating notifications off the control the visitor is in: they sit at the bottom of the
 * screen unless that control (a field at the foot of the screen, the button just pressed) lies
 * under them there; then at the top. Placed again as the focus moves, the page scrolls or the
 * notifications change; with none floating, scrolling costs nothing.
 */
function useClearOfFocus(region: RefObject<HTMLElement | null>, floating: boolean, shown: unknown) {
  const place = useEffectEvent(() => {
    const notices = region.current;
    if (!notices) return;
    const focused = document.activeElement;
    let covered = false;
    if (floating && focused && focused !== document.body) {
      const box = notices.getBoundingClientRect();
      const control = focused.getBoundingClientRect();
      const bottomEdge = window.innerHeight - box.height - bottomMarginPx;
      covered = control.bottom > bottomEdge && control.top < window.innerHeight && control.right > box.left;
    }
    notices.classList.toggle(styles.top!, covered);
  });
  useLayoutEffect(() => place(), [shown, floating]);
  useEffect(() => {
    if (!floating) return;
    const placeAgain = () => place();
    document.addEventListener('focusin', placeAgain);
    window.addEventListener('scroll', placeAgain, { capture: true, passive: true });
    window.addEventListener('resize', placeAgain);
    return () => {
      document.removeEventListener('focusin', placeAgain);
      window.removeEventListener('scroll', placeAgain, { capture: true });
      window.removeEventListener('resize', placeAgain);
    };
  }, [floating]);
}

/** The floating notifications' distance from the bottom of the screen (Toaster.module.css). */
const bottomMarginPx = 16;

/**
 * Shows the notifications any module publishes on the bus, each while the page it is about is
 * shown (`page`, the path of the page shown now): the notices of a page left behind go with it.
 */
export function Toaster({ page }: { page?: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // The notices of a page left behind go as soon as the next page is drawn.
  const [shownOn, setShownOn] = useState(page);
  if (shownOn !== page) {
    setShownOn(page);
    setToasts((current) => current.filter((toast) => toast.page === page));
  }
  const shownPage = useRef(page);
  useEffect(() => {
    shownPage.current = page;
  }, [page]);
  const modalDialog = useTopModalDialog();
  const slot = modalDialog?.querySelector<HTMLElement>(`[${notificationSlotAttribute}]`);
  const regionRef = useRef<HTMLElement>(null);
  useClearOfFocus(regionRef, !slot && toasts.length > 0, toasts);

  useEffect(() => {
    let nextId = 0;
    const timers = new Set<number>();
    const dismissLater = (id: number, ms: number) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }, ms);
      timers.add(timer);
    };
    const unsubscribe = subscribe('toast:show', (toast) => {
      const id = ++nextId;
      const others = (current: Toast[]) => (toast.key ? current.filter((shown) => shown.key !== toast.key) : current);
      const about = toast.page ?? shownPage.current;
      setToasts((current) => [...others(current).slice(-2), { ...toast, page: about, id }]);
      dismissLater(id, visibleForMs[toast.tone ?? 'info']);
    });
    const stopDismissing = subscribe('toast:dismiss', ({ key }) =>
      setToasts((current) => current.filter((toast) => toast.key !== key)),
    );
    return () => {
      unsubscribe();
      stopDismissing();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  const region = (
    <section
      ref={regionRef}
      className={slot ? styles.inSlot : styles.region}
      aria-label="Notifications"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.tone ?? 'info']}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          <div className={styles.text}>
            <p className={styles.title}>{toast.title}</p>
            {toast.description && <p className={styles.description}>{toast.description}</p>}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismiss(toast.id)}
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
  const host = slot ?? modalDialog;
  return host ? createPortal(region, host) : region;
}
