import { act, renderHook } from '@testing-library/react';
import { useEditedCopy } from './use-edited-copy';

it('keeps edits while the saved value stays, and starts again from a new saved value', () => {
  const first = { hours: 8 };
  const { result, rerender } = renderHook(({ saved }) => useEditedCopy(saved), { initialProps: { saved: first } });
  expect(result.current[0]).toBe(first);

  act(() => result.current[1]((current) => ({ hours: current.hours + 1 })));
  expect(result.current[0]).toEqual({ hours: 9 });
  rerender({ saved: first });
  expect(result.current[0]).toEqual({ hours: 9 });

  const refetched = { hours: 10 };
  rerender({ saved: refetched });
  expect(result.current[0]).toBe(refetched);
  act(() => result.current[1]({ hours: 11 }));
  expect(result.current[0]).toEqual({ hours: 11 });
});
