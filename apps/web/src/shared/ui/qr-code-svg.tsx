import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG in the render itself (no canvas, no picture made after mount): it is there in
 * the first paint, in a first screen the server rendered too (decision 0605), and sharp at any size.
 * `margin` is the quiet zone in modules.
 */
export function QrCodeSvg({
  value,
  label,
  size,
  margin = 1,
}: {
  value: string;
  label: string;
  size: number;
  margin?: number;
}) {
  const { path, width } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    let d = '';
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) if (modules.get(x, y)) d += `M${x + margin} ${y + margin}h1v1h-1z`;
    return { path: d, width: n + margin * 2 };
  }, [value, margin]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
