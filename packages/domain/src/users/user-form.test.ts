import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_ALPHABET,
  groupAssignmentError,
  isUsernameTakenAnswer,
  showsPermissionCheckboxes,
  type UserFormValues,
  userFormSaveDisabled,
  userPasswordError,
  userSearchText,
} from './user-form';
import { CreateUserRequest, UpdateRestaurantGroupRequest, UsersQuery } from './users.contract';

const filled: UserFormValues = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.test',
  phoneNumber: '0400111222',
  username: 'annlee',
  role: 'restaurantManager',
  permissions: [],
};

describe('user form: save disabled (§5)', () => {
  it('is enabled when every field is filled', () => {
    expect(userFormSaveDisabled(filled, { roleSelector: true })).toBe(false);
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber', 'username'] as const)(
    'is disabled without %s',
    (field) => {
      expect(userFormSaveDisabled({ ...filled, [field]: '  ' }, { roleSelector: false })).toBe(true);
    },
  );

  it('needs a role only where the role selector shows (admin)', () => {
    expect(userFormSaveDisabled({ ...filled, role: '' }, { roleSelector: true })).toBe(true);
    expect(userFormSaveDisabled({ ...filled, role: '' }, { roleSelector: false })).toBe(false);
  });

  it('is disabled while saving', () => {
    expect(userFormSaveDisabled(filled, { roleSelector: true, saving: true })).toBe(true);
  });
});

describe('user form: password, checkboxes, search', () => {
  it("'The password should be at least 6 characters'", () => {
    expect(userPasswordError('abc12')).toBe('The password should be at least 6 characters');
    expect(userPasswordError('     x')).toBe('The password should be at least 6 characters');
    expect(userPasswordError('abc123')).toBeNull();
  });

  it('checkboxes for restaurantManager, restaurantStaff and restaurantAdmin only', () => {
    expect(showsPermissionCheckboxes('restaurantManager')).toBe(true);
    expect(showsPermissionCheckboxes('restaurantStaff')).toBe(true);
    expect(showsPermissionCheckboxes('restaurantAdmin')).toBe(true);
    expect(showsPermissionCheckboxes('admin')).toBe(false);
    expect(showsPermissionCheckboxes('restaurantReport')).toBe(false);
    expect(showsPermissionCheckboxes('')).toBe(false);
  });

  it('user search starts at 4 characters', () => {
    expect(userSearchText(' ann ')).toBeNull();
    expect(userSearchText(' anne ')).toBe('anne');
    expect(UsersQuery.safeParse({ search: 'abc' }).error?.issues[0]?.message).toBe(
      'Enter at least 4 characters to search users',
    );
    expect(UsersQuery.parse({ search: '' })).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('the generated alphabet has no look-alike characters', () => {
    for (const c of '0O1lIo') expect(GENERATED_PASSWORD_ALPHABET).not.toContain(c);
  });

  it('a 400 carrying a username is the taken-username answer', () => {
    expect(isUsernameTakenAnswer(400, { message: 'x', username: 'ann' })).toBe(true);
    expect(isUsernameTakenAnswer(400, { message: 'x' })).toBe(false);
    expect(isUsernameTakenAnswer(403, { username: 'ann' })).toBe(false);
  });
});

describe('add restaurants to a group (§5)', () => {
  const group = { role: 'restaurantGroupAdmin' };
  it('exactly one account', () => {
    expect(groupAssignmentError([], null)).toBe('Please select only one restaurant group account.');
    expect(groupAssignmentError([group, group], null)).toBe(
      'Please select only one restaurant group account.',
    );
  });
  it('a restaurant group admin account', () => {
    expect(groupAssignmentError([{ role: 'restaurantAdmin' }], null)).toBe(
      'Please select a restaurant group admin account.',
    );
  });
  it('at least one restaurant at confirm', () => {
    expect(groupAssignmentError([group], null)).toBeNull();
    expect(groupAssignmentError([group], [])).toBe('Please add a restaurant.');
    expect(groupAssignmentError([group], ['r1'])).toBeNull();
    expect(
      UpdateRestaurantGroupRequest.safeParse({ username: 'g', restaurants: [] }).error?.issues[0]?.message,
    ).toBe('Please add a restaurant.');
    expect(
      UpdateRestaurantGroupRequest.parse({
        username: 'g',
        restaurants: ['r1', { restaurantId: 'r2', name: 'B' }, 'r1'],
      }).restaurants,
    ).toEqual(['r1', 'r2']);
  });
});

describe('CreateUserRequest', () => {
  const body = { ...filled, phoneNumber: 400111222, email: '  Ann.Lee@Example.TEST ' };
  it('lower-cases the e-mail and accepts a numeric phone', () => {
    const parsed = CreateUserRequest.parse(body);
    expect(parsed.email).toBe('ann.lee@example.test');
    expect(parsed.phoneNumber).toBe('400111222');
  });
  it('takes permissions as codes or {code, name}', () => {
    const parsed = CreateUserRequest.parse({
      ...body,
      permissions: ['orders', { code: 'reports', name: 'Reports' }],
    });
    expect(parsed.permissions).toEqual(['orders', 'reports']);
  });
  it('a password sent is at least 6 characters', () => {
    expect(CreateUserRequest.safeParse({ ...body, password: '12345' }).error?.issues[0]?.message).toBe(
      'The password should be at least 6 characters',
    );
    expect(CreateUserRequest.safeParse({ ...body, password: '123456' }).success).toBe(true);
  });
  it('usernames: no spaces, 3 to 64 characters', () => {
    expect(CreateUserRequest.safeParse({ ...body, username: 'ann lee' }).success).toBe(false);
    expect(CreateUserRequest.safeParse({ ...body, username: 'an' }).success).toBe(false);
    expect(CreateUserRequest.safeParse({ ...body, username: 'ann.lee@gd' }).success).toBe(true);
  });
});
