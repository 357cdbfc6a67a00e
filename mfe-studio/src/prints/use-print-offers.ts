import { useState, type FormEvent } from 'react';
import type { Picture } from 'shared-contracts/artworks';
import type { StudioPrintOffers } from 'shared-contracts/studio';
import { isSignedOutError, problemOf } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import {
  checkPrintOffers,
  formFromOffers,
  printFileOf,
  unoffered,
  type PrintMaster,
  type PrintOfferErrors,
  type PrintOffersForm,
  type SizeChoice,
} from './print-offers-form';
import { costsByOffer, priceAllFromMarkup, type CostsByOffer } from './print-margins';

/** The price input of one size of one product, by its `offerKey`. */
export const priceId = (key: string) => `print-${key}-price`;

/**
 * The prints of a piece as last read or saved, still shown while they are read again. They are
 * read again when the piece is saved with another first photo: without a master, that is the file.
 */
export function usePrintOffers(artworkId: string, firstPhotoId: string | undefined) {
  const query = useStudioQuery('studio-print-offers', { id: artworkId });
  const [answer, setAnswer] = useState<StudioPrintOffers>();
  const [readFor, setReadFor] = useState(firstPhotoId);
  if (query.state.status === 'loaded' && query.state.data !== answer) setAnswer(query.state.data);
  if (readFor !== firstPhotoId) {
    setReadFor(firstPhotoId);
    query.retry();
  }
  return { ...query, answer };
}

/**
 * What Printful charges for each size, by `offerKey`: undefined until read, or when it could not
 * be, and when Printful does not make her prints, as then there is no cost to show.
 */
export function usePrintCosts() {
  const query = useStudioQuery('studio-print-costs', {});
  const costs = query.state.status === 'loaded' ? query.state.data.costs : null;
  return { state: query.state, retry: query.retry, byOffer: costs ? costsByOffer(costs) : undefined };
}

interface PrintOffersFormOptions {
  artworkId: string;
  /** The prints as last read or saved. */
  saved: StudioPrintOffers;
  /** The piece's first photo as last saved, printed when there is no master. */
  firstPhoto: Picture | undefined;
  onSaved(saved: StudioPrintOffers): void;
}

/**
 * The prints form's decisions: the sizes she checks and their prices, the print master she
 * uploads or stops using, and saving. The offers are checked with the server's schema first;
 * whatever fails, she keeps everything she chose and typed.
 */
export function usePrintOffersForm({ artworkId, saved, firstPhoto, onSaved }: PrintOffersFormOptions) {
  const { call, upload } = useStudioSession();
  const [form, setForm] = useState<PrintOffersForm>(() => formFromOffers(saved.offers));
  const [master, setMaster] = useState<PrintMaster | null>(saved.printMaster);
  const [errors, setErrors] = useState<PrintOfferErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [justSaved, setJustSaved] = useState(false);
  const [uploading, setUploading] = useState<string>();
  const [uploadProblem, setUploadProblem] = useState<string>();

  const change = (key: string, choice: Partial<SizeChoice>) => {
    setForm((now) => ({ ...now, [key]: { ...(now[key] ?? unoffered), ...choice } }));
    setJustSaved(false);
  };

  const setOffered = (key: string, offered: boolean) => {
    change(key, { offered });
    // A size she no longer offers is not checked, so neither is its price.
    if (!offered) setErrors((now) => ({ ...now, [key]: undefined }));
  };
  const setPrice = (key: string, price: string) => change(key, { price });

  /** Prices every size Printful gives a cost for from one markup on it; nothing is saved before Save prints. */
  const priceFromMarkup = (costs: CostsByOffer, percent: number) => {
    setForm((now) => priceAllFromMarkup(now, costs, percent));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([key]) => !costs.has(key))));
    setJustSaved(false);
  };

  /** Uploads the file; once accepted, it is the print master (saved with the prints). */
  const uploadMaster = async (file: File) => {
    setUploadProblem(undefined);
    setUploading(file.name);
    try {
      const { photoId, picture } = await upload(file);
      setMaster({ photoId, picture });
      setJustSaved(false);
    } catch (error) {
      setUploadProblem(problemOf(error));
    } finally {
      setUploading(undefined);
    }
  };

  const stopUsingMaster = () => {
    setMaster(null);
    setJustSaved(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkPrintOffers(form);
    setFailure(undefined);
    if (!checked.ok) {
      setErrors(checked.errors);
      const [first] = Object.keys(checked.errors);
      if (first) document.getElementById(priceId(first))?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await call('studio-save-print-offers', {
        id: artworkId,
        offers: checked.offers,
        printMasterPhotoId: master?.photoId ?? null,
      });
      setJustSaved(true);
      onSaved(answer);
    } catch (error) {
      setFailure(
        isSignedOutError(error) ? 'Not saved yet: please sign in again, then press Save prints.' : problemOf(error),
      );
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    master,
    file: printFileOf(saved, master, firstPhoto),
    errors,
    saving,
    failure,
    justSaved,
    uploading,
    uploadProblem,
    setOffered,
    setPrice,
    priceFromMarkup,
    uploadMaster,
    stopUsingMaster,
    save,
  };
}
