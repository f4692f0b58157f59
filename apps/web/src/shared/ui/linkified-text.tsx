import Link from '@mui/material/Link';
import { Fragment } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

interface Part {
  offset: number;
  text: string;
  link: boolean;
}

/** Text and http(s) URLs, each part keyed by its offset in the text. */
export function splitLinks(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ offset: last, text: text.slice(last, start), link: false });
    parts.push({ offset: start, text: match[0], link: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ offset: last, text: text.slice(last), link: false });
  return parts;
}

/** Plain text with clickable http(s) links. Never renders HTML. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part) =>
        part.link ? (
          <Link
            key={part.offset}
            href={part.text}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ wordBreak: 'break-all' }}
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={part.offset}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
