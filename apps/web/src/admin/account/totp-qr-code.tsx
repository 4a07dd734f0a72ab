import { encode } from 'uqr';

/** The dark modules of a QR code as one SVG path, a unit square each. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  return data
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
    .join('');
}

/**
 * The otpauth:// address as a QR code, drawn here as SVG (nothing is sent anywhere to draw
 * it). Loaded only by the account page's set-up, so no other page carries the encoder.
 */
export function TotpQrCode({ url }: { url: string }) {
  const { data, size } = encode(url, { ecc: 'M', border: 2 });
  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded-md border border-slate-200 bg-white"
    >
      <path d={modulesPath(data)} fill="currentColor" className="text-slate-950" />
    </svg>
  );
}
