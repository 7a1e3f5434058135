import * as React from 'react';
import QRCode from 'qrcode';
import styled from 'styled-components';

export interface OrderQrCodeProps {
  /** What the code encodes: the order's absolute address in the console. */
  url: string;
  /** The image's text alternative, e.g. 'QR code of ADM-10042'. */
  label: string;
}

/** How the code is drawn: no quiet zone of its own (the ticket's margins give it one), medium error correction for a creased bag. */
export const QR_OPTIONS = { type: 'svg', margin: 0, errorCorrectionLevel: 'M' } as const;

/**
 * A QR code drawn by the `qrcode` library as an SVG image, so it prints sharp at any size. It
 * appears once the library has encoded the address (a few milliseconds, off the render).
 */
export function OrderQrCode({ url, label }: OrderQrCodeProps) {
  const [svg, setSvg] = React.useState<string | null>(null);

  React.useEffect(() => {
    let current = true;
    void QRCode.toString(url, QR_OPTIONS).then((drawn) => {
      if (current) setSvg(drawn);
    });
    return () => {
      current = false;
    };
  }, [url]);

  if (!svg) return <Square aria-hidden="true" />;
  return <Square as="img" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} data-ui="order-qr-code" />;
}

// A phone camera reads a code of this size from an arm's length, and it fits the 80 mm roll.
const Square = styled.div`
  display: block;
  width: 36mm;
  height: 36mm;
  margin: 0 auto;
`;
