import { hashPassword, verifyPassword } from '../store/passwords';
import { USERS } from './accounts';

// The demo accounts' hashes are written in the seed so that a provider starts without hashing; they
// must stay the hashes of the passwords the README gives, under the parameters the store hashes with.
describe('the demo accounts’ password hashes', () => {
  it.each(USERS.map((u) => [u.email, u] as const))('%s: its hash is its password’s, made as the store makes one', async (_email, user) => {
    expect(user.passwordHash).toBeDefined();
    const parameters = (hash: string) => hash.split('$').slice(0, 4);
    expect(parameters(user.passwordHash!)).toEqual(parameters(await hashPassword('any')));
    expect(await verifyPassword(user.password, user.passwordHash!)).toBe(true);
    expect(await verifyPassword(`${user.password}x`, user.passwordHash!)).toBe(false);
  });

  it('no two accounts share a salt', () => {
    const salts = USERS.map((u) => u.passwordHash!.split('$')[4]);
    expect(new Set(salts).size).toBe(USERS.length);
  });
});
