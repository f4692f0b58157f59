import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppLogController } from './logging';

// Issue 27: a request the client abandoned is logged at info, not as an error.

describe('a request the client abandoned', () => {
  it('is logged at info as abandoned; another response error still at error', () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const reply = { log, elapsedTime: 12 } as unknown as FastifyReply;
    const request = {} as FastifyRequest;
    const controller = new AppLogController();
    const closed = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    controller.requestCompleted(closed, request, reply);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'ERR_STREAM_PREMATURE_CLOSE' }),
      'request abandoned by the client',
    );
    controller.requestCompleted(new Error('disk on fire'), request, reply);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
