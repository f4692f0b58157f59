import net from 'node:net';
import iconv from 'iconv-lite';

/**
 * A network receipt printer for tests: listens on 127.0.0.1 (a free port), keeps every connection's
 * bytes as one received document. `down()` refuses connections until `up()` again.
 */
export interface FakePrinter {
  port: number;
  received: Buffer[];
  /** Every received document as text: ESC/POS commands removed, CJK decoded from GB18030. */
  texts(): string[];
  /** Waits until `n` documents arrived (and every open connection ended), at most `timeoutMs`. */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** The printable text of ESC/POS bytes: control sequences dropped, Kanji-mode runs decoded as GB18030. */
export function escPosText(bytes: Buffer, cjkEncoding = 'gb18030'): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x1c && bytes[i + 1] === 0x26) {
      const end = bytes.indexOf(Buffer.from([0x1c, 0x2e]), i + 2);
      const stop = end < 0 ? bytes.length : end;
      out += iconv.decode(bytes.subarray(i + 2, stop), cjkEncoding);
      i = stop + 2;
    } else if (b === 0x1b || b === 0x1d || b === 0x1c) {
      // ESC/GS/FS commands: skip the command byte and its parameter bytes (most take one or two).
      const cmd = bytes[i + 1];
      if (b === 0x1b && cmd === 0x40) i += 2;
      else if (b === 0x1d && cmd === 0x56) i += 3;
      else if (b === 0x1c && cmd === 0x2e) i += 2;
      else i += 3;
    } else if (b === 0x0a) {
      out += '\n';
      i++;
    } else if (b >= 0x20 && b < 0x7f) {
      out += String.fromCharCode(b);
      i++;
    } else i++;
  }
  return out;
}

export async function startFakePrinter(): Promise<FakePrinter> {
  const received: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((socket) => {
        sockets.add(socket);
        const chunks: Buffer[] = [];
        socket.on('data', (c) => chunks.push(c));
        socket.on('end', () => {
          received.push(Buffer.concat(chunks));
          socket.end();
        });
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  await listen();
  return {
    get port() {
      return port;
    },
    received,
    texts: () => received.map((b) => escPosText(b)),
    async waitFor(n, timeoutMs = 3000) {
      const until = Date.now() + timeoutMs;
      while ((received.length < n || sockets.size > 0) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 10));
    },
    down: stop,
    up: listen,
    close: stop,
  };
}

/** The labels of TSPL bytes: each CLS…PRINT block's TEXT contents, decoded in `encoding`. */
export function tsplLabels(bytes: Buffer, encoding = 'gb18030'): string[][] {
  const labels: string[][] = [];
  let current: string[] | null = null;
  for (const cmd of iconv.decode(bytes, encoding).split('\r\n')) {
    if (cmd === 'CLS') current = [];
    const text = /^TEXT \d+,\d+,"[^"]+",0,\d+,\d+,"(.*)"$/.exec(cmd);
    if (text && current) current.push(text[1]!.replace(/\\\["\]/g, '"'));
    if (cmd.startsWith('PRINT ') && current) {
      labels.push(current);
      current = null;
    }
  }
  return labels;
}

/** The labels of ZPL bytes (UTF-8): each ^XA…^XZ format's ^FD fields, their _hex escapes decoded. */
export function zplLabels(bytes: Buffer): string[][] {
  return [...bytes.toString('utf8').matchAll(/\^XA(.*?)\^XZ/gs)].map((m) =>
    [...m[1]!.matchAll(/\^FD(.*?)\^FS/gs)].map((f) =>
      f[1]!.replace(/_([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    ),
  );
}
