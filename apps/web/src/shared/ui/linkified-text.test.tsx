import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from './linkified-text';

describe('LinkifiedText', () => {
  it('makes http(s) URLs clickable and leaves the rest as text', () => {
    const url = 'http://localhost:3000/reset-password?token=abc123';
    render(
      <p>
        <LinkifiedText text={`Reset your password: ${url}.\nIgnore <b>this</b> otherwise.`} />
      </p>,
    );
    const link = screen.getByRole('link', { name: /reset-password\?token=/ });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/Ignore <b>this<\/b> otherwise/)).toBeInTheDocument();
  });

  it('splits around several links', () => {
    expect(splitLinks('a https://x.test/1 b https://y.test c').map((p) => p.link)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(splitLinks('no links')).toEqual([{ offset: 0, text: 'no links', link: false }]);
  });
});
