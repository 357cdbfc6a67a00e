import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { DiscountCodes } from './DiscountCodes';
import { GiftCards } from './GiftCards';
import styles from './OffersScreen.module.css';

/** Her offers: the discount codes she gives out, and the gift cards people bought. */
export default function OffersScreen() {
  return (
    <StudioFrame>
      <Offers />
    </StudioFrame>
  );
}

function Offers() {
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-offers-title">
      <h1 id="studio-offers-title" className={page.title}>
        Offers
      </h1>
      <p className={page.lead}>
        The discount codes you give out, with what each brought in, and the gift cards people bought, with what is left
        on them.
      </p>
      <DiscountCodes />
      <GiftCards />
    </section>
  );
}
