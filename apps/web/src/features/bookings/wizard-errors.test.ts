import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { bookingFailureText } from './wizard-errors';

describe('booking failure text', () => {
  it('shows the server text for errorCode 999 and for a 400 with a message', () => {
    const taken = new ApiError(409, 'CONFLICT', 'Tables gone', { message: 'Tables gone', errorCode: 999 });
    expect(bookingFailureText(taken)).toBe('Tables gone');
    const invalid = new ApiError(400, 'VALIDATION', 'Bad phone', {
      code: 'VALIDATION',
      message: 'Bad phone',
    });
    expect(bookingFailureText(invalid)).toBe('Bad phone');
  });

  it('leaves anything else to the generic message', () => {
    expect(
      bookingFailureText(new ApiError(404, 'NOT_FOUND', 'Restaurant not found', { message: 'x' })),
    ).toBeNull();
    expect(bookingFailureText(new ApiError(0, 'NETWORK', 'offline'))).toBeNull();
    expect(bookingFailureText(new Error('boom'))).toBeNull();
  });
});
