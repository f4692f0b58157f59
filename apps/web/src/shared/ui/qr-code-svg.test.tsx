import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCodeSvg } from './qr-code-svg';

describe('QrCodeSvg', () => {
  it('draws every dark module of the code in the render, inside a one-module quiet zone', () => {
    const value = '3f2a9c1e-6d4b-4e1a-9c0f-2b7d8e6a1c55';
    render(<QrCodeSvg value={value} label="Order 1008's code" size={160} />);
    const svg = screen.getByRole('img', { name: "Order 1008's code" });
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 2} ${modules.size + 2}`);
    expect(svg.getAttribute('width')).toBe('160');
    const path = svg.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(dark);
    // The top-left finder pattern starts at the quiet zone's edge.
    expect(path.startsWith('M1 1h1v1h-1z')).toBe(true);
  });
});
