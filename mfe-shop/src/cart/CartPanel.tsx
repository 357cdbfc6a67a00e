import { useNavigate } from 'react-router';
import { notificationSlotAttribute, publish } from 'shared-contracts/events';
import { maxLineQuantity } from 'shared-contracts/cart';
import { cartTotal, formatUsd, itemCount } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { cartLineDetails, isGiftCard, isOriginal, isSingleLine, useCartStore } from './cart-store';
import { GiftCardMark } from '../gift-cards/GiftCardMark';
import { useLocalToday } from '../gift-cards/send-day';
import styles from './CartPanel.module.css';

/**
 * Shows the panel as a modal dialog when it mounts: the browser keeps focus inside it, closes
 * it on Escape and, when it closes (here, as it unmounts), gives focus back to what opened it.
 */
function showAsModal(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  dialog.showModal();
  return () => dialog.close();
}

/** The cart side panel, exposed to the shell so it opens on every page. */
export default function CartPanel() {
  const items = useCartStore((state) => state.items);
  const isOpen = useCartStore((state) => state.isOpen);
  const { closeCart, updateQuantity, removeItem, clearCart } = useCartStore.getState();
  const navigate = useNavigate();
  const count = itemCount(items);
  const today = useLocalToday();

  if (!isOpen) return null;

  const checkout = () => {
    if (items.length === 0) {
      publish('toast:show', { title: 'Your cart is empty', tone: 'error' });
      return;
    }
    closeCart();
    navigate(sitePaths.checkout);
  };

  return (
    // Escape closes the dialog itself; its close event brings the store along.
    <dialog
      ref={showAsModal}
      className={styles.root}
      data-boundary="shop"
      aria-labelledby="cart-title"
      onClose={closeCart}
    >
      <div className={styles.overlay} onClick={closeCart} aria-hidden="true" />
      <section className={styles.panel}>
        <div className={styles.header}>
          <h2 id="cart-title" className={styles.title}>
            Shopping Cart ({count} {count === 1 ? 'item' : 'items'})
          </h2>
          <button type="button" className={styles.close} onClick={closeCart} aria-label="Close cart">
            ×
          </button>
        </div>
        <div className={styles.notifications} {...{ [notificationSlotAttribute]: '' }} />

        {items.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>Your cart is empty</p>
            <p>Add some {siteConfig.businessName} swag and wear your faith!</p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                closeCart();
                navigate(sitePaths.merch);
              }}
            >
              Shop Merch
            </button>
          </div>
        ) : (
          <ul className={styles.lines}>
            {items.map((line) => (
              <li key={line.id} className={styles.line}>
                {isGiftCard(line) ? (
                  <span className={styles.thumb}>
                    <GiftCardMark />
                  </span>
                ) : (
                  <img src={line.imageUrl} alt="" width={72} height={72} className={styles.thumb} />
                )}
                <div className={styles.details}>
                  <p className={styles.name}>{line.name}</p>
                  <p className={styles.options}>
                    {isOriginal(line)
                      ? `Original, one of a kind · shipping ${formatUsd(Number(line.shipping))}`
                      : cartLineDetails(line, today).join(' • ')}
                  </p>
                  <p className={styles.price}>{formatUsd(Number(line.price))}</p>
                  {!isSingleLine(line) && (
                    <div className={styles.quantity}>
                      <button
                        type="button"
                        onClick={() => updateQuantity(line.id, line.quantity - 1)}
                        aria-label={`Decrease quantity of ${line.name}`}
                      >
                        −
                      </button>
                      <span aria-label={`Quantity of ${line.name}`}>{line.quantity}</span>
                      <button
                        type="button"
                        onClick={() => updateQuantity(line.id, line.quantity + 1)}
                        aria-label={`Increase quantity of ${line.name}`}
                        disabled={line.quantity >= maxLineQuantity}
                      >
                        +
                      </button>
                    </div>
                  )}
                </div>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => removeItem(line.id)}
                  aria-label={`Remove ${line.name}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}

        <div className={styles.footer}>
          <p className={styles.total}>
            <span>Total</span>
            <span data-testid="cart-total">{formatUsd(cartTotal(items))}</span>
          </p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={clearCart} disabled={items.length === 0}>
              Clear All
            </button>
            <button type="button" className="btn btn-primary" onClick={checkout}>
              Checkout
            </button>
          </div>
          <p className={styles.note}>
            Orders are paid securely by card through our payment provider and printed on demand by our fulfillment
            partner.
          </p>
        </div>
      </section>
    </dialog>
  );
}
