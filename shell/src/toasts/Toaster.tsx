import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { subscribe, type BusEventPayload } from 'shared-contracts/events';
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

/** Shows the notifications any module publishes on the bus. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const modalDialog = useTopModalDialog();

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
      setToasts((current) => [...current.slice(-2), { ...toast, id }]);
      dismissLater(id, visibleForMs[toast.tone ?? 'info']);
    });
    return () => {
      unsubscribe();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  const region = (
    <section className={styles.region} aria-label="Notifications" aria-live="polite">
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
  return modalDialog ? createPortal(region, modalDialog) : region;
}
