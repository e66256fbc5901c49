import { createTestProvider } from '../testing';

describe('POST /Account/Login', () => {
  const p = createTestProvider();

  it('signs in a demo user and returns a token whose UserInfo names the user and the customer', async () => {
    const login = await p.api().post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
    expect(login.status).toBe(200);
    expect(login.body.statusCode).toBe(200);
    expect(typeof login.body.payload).toBe('string');
    const info = await p.api().get('/api/Account/UserInfo').set(p.auth(login.body.payload));
    expect(info.status).toBe(200);
    expect(info.body.payload).toMatchObject({
      email: 'buyer@example.com',
      userType: 'Business',
      businessCustomer: { customerId: 1001 },
    });
  });

  it('accepts the email in any case', async () => {
    const login = await p.api().post('/api/Account/Login').send({ email: 'ADMIN@example.com', password: 'Admin123!' });
    expect(login.status).toBe(200);
  });

  it('responds with -1001 for an unknown email and -1003 for a wrong password', async () => {
    const unknown = await p.api().post('/api/Account/Login').send({ email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe(-1001);
    const wrong = await p.api().post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Wrong123!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe(-1003);
  });

  it('refuses an invalid email and a short password with errors keyed by field', async () => {
    const res = await p.api().post('/api/Account/Login').send({ email: 'buyer', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: { code: 'validation_failed', errors: { email: ['invalidEmail'], password: ['passwordTooShort'] } },
    });
  });
});

describe('GET /Account/UserInfo', () => {
  const p = createTestProvider();

  it('takes the token as a query parameter too', async () => {
    const res = await p.api().get('/api/Account/UserInfo').query({ token: p.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ userType: 'Administrator', email: 'admin@example.com', businessCustomer: null });
  });

  it('responds with 401 without a token, with a forged one, or for a deleted user', async () => {
    expect((await p.api().get('/api/Account/UserInfo')).status).toBe(401);
    expect((await p.api().get('/api/Account/UserInfo').query({ token: 'a.b.c' })).status).toBe(401);
    const other = createTestProvider();
    expect((await p.api().get('/api/Account/UserInfo').set(p.auth(other.tokens.buyer))).status).toBe(401);
    const shop = p.store.accounts.byEmail('shop@example.com')!;
    await p.api().post(`/api/Account/DeleteUser/${shop.id}`).set(p.auth(p.tokens.admin)).expect(200);
    const gone = await p.api().get('/api/Account/UserInfo').set(p.auth(p.tokens.shop));
    expect(gone.status).toBe(401);
  });
});

describe('POST /Account/Register/Business', () => {
  const p = createTestProvider();
  const account = (over: object = {}) => ({ email: 'new.buyer@example.com', password: 'Secret12', businessCustomerId: 1003, ...over });

  it('lets an administrator create an account for any customer, which can then sign in', async () => {
    const res = await p.api().post('/api/Account/Register/Business').set(p.auth(p.tokens.admin)).send(account());
    expect(res.status).toBe(200);
    expect(typeof res.body.payload).toBe('string');
    const login = await p.api().post('/api/Account/Login').send({ email: 'new.buyer@example.com', password: 'Secret12' });
    expect(login.status).toBe(200);
    const info = await p.api().get('/api/Account/UserInfo').set(p.auth(login.body.payload));
    expect(info.body.payload.businessCustomer.customerId).toBe(1003);
  });

  it('responds with -1002 for an email already taken and -1006 for an unknown customer', async () => {
    const taken = await p
      .api()
      .post('/api/Account/Register/Business')
      .set(p.auth(p.tokens.admin))
      .send(account({ email: 'buyer@example.com' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe(-1002);
    const noCustomer = await p
      .api()
      .post('/api/Account/Register/Business')
      .set(p.auth(p.tokens.admin))
      .send(account({ email: 'x@example.com', businessCustomerId: 9999 }));
    expect(noCustomer.status).toBe(404);
    expect(noCustomer.body.error.code).toBe(-1006);
  });

  it('lets a business user add users to its own customer only', async () => {
    const own = await p
      .api()
      .post('/api/Account/Register/Business')
      .set(p.auth(p.tokens.buyer))
      .send(account({ email: 'clerk@example.com', businessCustomerId: 1001 }));
    expect(own.status).toBe(200);
    const other = await p
      .api()
      .post('/api/Account/Register/Business')
      .set(p.auth(p.tokens.buyer))
      .send(account({ email: 'spy@example.com', businessCustomerId: 1002 }));
    expect(other.status).toBe(403);
    expect(p.store.accounts.byEmail('spy@example.com')).toBeUndefined();
  });

  it('refuses a visitor and requires a customer to be chosen', async () => {
    expect(
      (
        await p
          .api()
          .post('/api/Account/Register/Business')
          .send(account({ email: 'anon@example.com' }))
      ).status,
    ).toBe(401);
    const res = await p
      .api()
      .post('/api/Account/Register/Business')
      .set(p.auth(p.tokens.admin))
      .send({ email: 'a@example.com', password: 'Secret12' });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ businessCustomerId: ['selectBusinessCustomer'] });
  });
});

describe('GET /Account/UsersByBusinessCustomer', () => {
  const p = createTestProvider();

  it('shows a business user the users of its own customer only, whatever customer it names', async () => {
    const res = await p.api().get('/api/Account/UsersByBusinessCustomer').query({ customerId: 1002 }).set(p.auth(p.tokens.buyer));
    expect(res.status).toBe(200);
    expect(res.body.payload.items.length).toBeGreaterThan(0);
    for (const u of res.body.payload.items) expect(u.businessCustomer.customerId).toBe(1001);
    expect(res.body.payload.items.map((u: { email: string }) => u.email)).toContain('buyer@example.com');
  });

  it('shows an administrator every business account with email, customer id and last name', async () => {
    const res = await p.api().get('/api/Account/UsersByBusinessCustomer').query({ pageSize: 50 }).set(p.auth(p.tokens.admin));
    const emails = res.body.payload.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['buyer@example.com', 'shop@example.com']));
    expect(emails).not.toContain('admin@example.com');
    expect(res.body.payload.items[0]).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      businessCustomer: { customerId: expect.any(Number), lastName: expect.any(String) },
    });
  });
});

describe('POST /Account/ResetPassword/{email} and /Account/ChangePassword', () => {
  const p = createTestProvider();

  it('responds to a reset the same for a known and an unknown email, so it tells no one who has an account', async () => {
    const known = await p.api().post('/api/Account/ResetPassword/buyer@example.com');
    const unknown = await p.api().post('/api/Account/ResetPassword/ghost@example.com');
    expect(known.status).toBe(200);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect((await p.api().post('/api/Account/ResetPassword/not-an-email')).status).toBe(400);
  });

  it('responds with -1003 for a wrong old password and -1005 for a confirmation that differs, changing nothing', async () => {
    const wrong = await p
      .api()
      .post('/api/Account/ChangePassword')
      .set(p.auth(p.tokens.shop))
      .send({ email: 'shop@example.com', oldPassword: 'nope', newPassword: 'Newpass1' });
    expect(wrong.body.error.code).toBe(-1003);
    const mismatch = await p
      .api()
      .post('/api/Account/ChangePassword')
      .set(p.auth(p.tokens.shop))
      .send({ email: 'shop@example.com', oldPassword: 'Shop1234!', newPassword: 'Newpass1', confirmPassword: 'Newpass2' });
    expect(mismatch.body.error.code).toBe(-1005);
    expect((await p.api().post('/api/Account/Login').send({ email: 'shop@example.com', password: 'Shop1234!' })).status).toBe(200);
  });

  it('changes the password: the old one stops working and the new one signs in', async () => {
    const res = await p
      .api()
      .post('/api/Account/ChangePassword')
      .set(p.auth(p.tokens.shop))
      .send({ email: 'shop@example.com', oldPassword: 'Shop1234!', newPassword: 'Newpass1' });
    expect(res.status).toBe(200);
    expect((await p.api().post('/api/Account/Login').send({ email: 'shop@example.com', password: 'Shop1234!' })).body.error.code).toBe(
      -1003,
    );
    expect((await p.api().post('/api/Account/Login').send({ email: 'shop@example.com', password: 'Newpass1' })).status).toBe(200);
  });

  it("refuses to change another user's password", async () => {
    const res = await p
      .api()
      .post('/api/Account/ChangePassword')
      .set(p.auth(p.tokens.buyer))
      .send({ email: 'admin@example.com', oldPassword: 'Admin123!', newPassword: 'Hacked12' });
    expect(res.status).toBe(403);
  });
});

describe('POST /Account/DeleteUser/{id}', () => {
  const p = createTestProvider();
  it('responds with -1000 for an unknown user and refuses a business user', async () => {
    const unknown = await p.api().post('/api/Account/DeleteUser/9999').set(p.auth(p.tokens.admin));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe(-1000);
    expect((await p.api().post('/api/Account/DeleteUser/1').set(p.auth(p.tokens.buyer))).status).toBe(403);
  });
  it('does not let an administrator delete itself', async () => {
    const admin = p.store.accounts.byEmail('admin@example.com')!;
    expect((await p.api().post(`/api/Account/DeleteUser/${admin.id}`).set(p.auth(p.tokens.admin))).status).toBe(409);
  });
});
