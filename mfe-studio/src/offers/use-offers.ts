import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import type { NewCodeRequest } from './discount-code-form';

/**
 * Her discount codes, and what she does with them. Each change is answered with every code, which
 * is shown at once; a refusal is thrown for the part of the screen that asked to show.
 */
export function useDiscountCodes() {
  const { call } = useStudioSession();
  const { state, retry, replace } = useStudioQuery('studio-discount-codes', {});
  return {
    state,
    retry,
    create: async (request: NewCodeRequest) => replace(await call('studio-create-discount-code', request)),
    end: async (id: string) => replace(await call('studio-end-discount-code', { id })),
  };
}

/** The gift cards sold, and what she does with them; each change is answered, and shown, like the codes'. */
export function useGiftCards() {
  const { call } = useStudioSession();
  const { state, retry, replace } = useStudioQuery('studio-gift-cards', {});
  return {
    state,
    retry,
    resend: async (id: string) => replace(await call('studio-resend-gift-card', { id })),
    voidCard: async (id: string, reason: string) => replace(await call('studio-void-gift-card', { id, reason })),
  };
}
