import { fakeToken } from './testing';
import { tokenClaims } from './token-claims';

describe('tokenClaims', () => {
  it("reads the holder's name, e-mail, admin flag and expiry from the token", () => {
    const token = fakeToken({
      id: 'u-1',
      name: 'Zoë Ferrari',
      email: 'zoe@example.com',
      isAdmin: true,
      iat: 1,
      exp: 1_900_000_000,
    });
    expect(tokenClaims(token)).toEqual({
      id: 'u-1',
      name: 'Zoë Ferrari',
      email: 'zoe@example.com',
      isAdmin: true,
      exp: 1_900_000_000,
    });
  });

  it('counts only a true isAdmin as admin', () => {
    expect(tokenClaims(fakeToken({ name: 'Mallory', isAdmin: 'yes' }))?.isAdmin).toBe(false);
  });

  it('gives null for no token or one that is not a JWT', () => {
    expect(tokenClaims(null)).toBeNull();
    expect(tokenClaims('not-a-token')).toBeNull();
    expect(tokenClaims('a.%%%.c')).toBeNull();
  });
});
