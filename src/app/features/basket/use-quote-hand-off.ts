/**
 * The basket's side of 'Book these items' on /get-quote: a quote in the address
 * (`/app/basket?quote=…`) goes into the basket once, then leaves the address, so a reload or the
 * Back button never adds it twice.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { quoteFromSearch } from '@/lib/quote-hand-off';
import { amountsInWords } from '@laundry-accra/domain/units';
import { addQuoteToBasketMutationAtom, type QuoteHandOffResult } from './api/add-quote-to-basket';

/**
 * What the hand-off tells the customer: how much went in, each unit summed as itself ('4 pieces ·
 * 3.5 kg'), what could not, and the jobs to add with what needs doing.
 */
export function quoteHandOffSummary({ added, refused, toDescribe = [] }: QuoteHandOffResult): string {
  const put = added.length
    ? `${amountsInWords(added)} from your quote added to your basket.`
    : 'Nothing from your quote could be added to your basket.';
  const left = refused ? `\n${refused} ${refused === 1 ? 'line of your quote is' : 'lines of your quote are'} no longer available.` : '';
  const describe = toDescribe.length ? `\nAdd ${toDescribe.join(', ')} with Add Item, saying what needs doing.` : '';
  return put + left + describe;
}

/** Hands the quote in `search` to the basket; true while its lines are being added. */
export function useQuoteHandOff(search: string | undefined): boolean {
  const handOff = useAtomValue(addQuoteToBasketMutationAtom);
  const started = React.useRef(false);
  const lines = React.useMemo(() => quoteFromSearch(search), [search]);

  React.useEffect(() => {
    if (started.current || lines.length === 0) return;
    started.current = true;
    void navigate(paths.app.basket, { replace: true });
    handOff.mutate(lines, {
      onSuccess: (result) => (result.added.length || result.toDescribe?.length ? toast.success : toast.error)(quoteHandOffSummary(result)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }, [lines, handOff]);

  return handOff.isPending || (lines.length > 0 && !started.current);
}
