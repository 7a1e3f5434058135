import * as React from 'react';

/**
 * A code such as a payment reference ('ADOM-3F9A1C07B2D45E68A1C0') with a line-break opportunity
 * after each dash. Browsers do not break after a dash that a digit follows, so without it a narrow
 * column either overflows or, with `overflow-wrap: anywhere`, cuts the code mid-run over three
 * lines; with it the code wraps as 'ADOM-' / '3F9A1C07B2D45E68A1C0' at most.
 */
export function BreakAfterDashes({ text }: { text: string }) {
  const parts = text.split('-');
  return (
    <>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              -<wbr />
            </>
          )}
        </React.Fragment>
      ))}
    </>
  );
}
