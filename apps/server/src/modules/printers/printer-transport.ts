import net from 'node:net';

/** How print bytes leave the building: raw TCP to the printer's port (9100), behind an interface. */
export interface PrinterTransport {
  send(host: string, port: number, bytes: Uint8Array): Promise<void>;
}

/**
 * Raw TCP (the "JetDirect" port): connect, write, end, and wait until the printer closed or the
 * write was flushed. Fails on refusal, an unknown host or after `timeoutMs` without progress.
 */
export function createTcpTransport(timeoutMs = 5000): PrinterTransport {
  return {
    send(host, port, bytes) {
      return new Promise((resolve, reject) => {
        const socket = net.createConnection({ host, port });
        let done = false;
        const finish = (err?: Error) => {
          if (done) return;
          done = true;
          socket.destroy();
          if (err) reject(err);
          else resolve();
        };
        socket.setTimeout(timeoutMs, () => finish(new Error(`No answer from ${host}:${port}`)));
        socket.once('error', (err) => finish(err));
        socket.once('connect', () => {
          socket.end(Buffer.from(bytes), () => finish());
        });
      });
    },
  };
}
