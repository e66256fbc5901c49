// id 0 is an id: the customer card of customer 0 lists that customer's users only.
import { configure } from 'mobx';
import { AccountListStore } from './AccountListStore';
import { ADMIN, ok, pageOf, testbed, type Testbed } from '../lib/testing';

let env: Testbed;
afterEach(() => env.dispose());
configure({ enforceActions: 'always' });

describe('AccountListStore', () => {
  it("asks for customer 0's users when the card is customer 0's", async () => {
    env = testbed({ 'GET /Account/UsersByBusinessCustomer': () => ok(pageOf([])) }, ADMIN);
    const store = new AccountListStore(env.root, 0);
    await store.list.load();
    const [asked] = env.provider.calls('GET', '/Account/UsersByBusinessCustomer');
    expect(asked!.query.get('customerId')).toBe('0');
  });
});
