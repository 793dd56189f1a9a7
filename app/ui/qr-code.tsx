// A QR code drawn from its matrix of modules (app/lib/qr-modules.ts).
// One SVG with one path keeps it light and sharp at any zoom; the white background and quiet zone
// are drawn too, so it scans in dark mode and on coloured backgrounds.

/** Light modules around the code that scanners need to find it (ISO/IEC 18004 asks for four). */
export const qrQuietZone = 4;

export type QrCodeProps = {
  /** Rows of modules, true for dark, without a quiet zone. */
  modules: readonly (readonly boolean[])[];
  /** What the code is for, read by screen readers, such as "UPI QR code to pay ₹ 12,499 to Aangan". */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
};

/** The dark modules as one path: each horizontal run of dark modules is one rectangle. */
export function qrPath(modules: readonly (readonly boolean[])[], offset = qrQuietZone): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join("");
}

export function QrCode({ modules, label, size = 192, className }: QrCodeProps) {
  const extent = modules.length + 2 * qrQuietZone;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}
