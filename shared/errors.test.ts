import { ACCOUNT_ERROR_MESSAGES, AccountErrorCode, businessAccountErrorMessage, loginErrorMessage, UNKNOWN_ERROR_MESSAGE } from './errors';

describe('account error messages', () => {
  it('has a distinct Hebrew message for every code from -1000 to -1006', () => {
    const codes = [-1000, -1001, -1002, -1003, -1004, -1005, -1006];
    const messages = codes.map((c) => loginErrorMessage(c));
    expect(new Set(messages).size).toBe(7);
    for (const m of messages) {
      expect(m).toMatch(/[\u05D0-\u05EA]/);
      expect(m).not.toBe(UNKNOWN_ERROR_MESSAGE);
    }
    expect(Object.keys(ACCOUNT_ERROR_MESSAGES)).toHaveLength(7);
  });
  it.each([[-999], [-1007], [0], ['-1000'], [undefined], ['not_found']])('login shows unknown error for %p', (code) => {
    expect(loginErrorMessage(code)).toBe(UNKNOWN_ERROR_MESSAGE);
  });
  it('business-account creation knows only -1002 and -1006', () => {
    expect(businessAccountErrorMessage(AccountErrorCode.EmailExists)).toBe(ACCOUNT_ERROR_MESSAGES[-1002]);
    expect(businessAccountErrorMessage(AccountErrorCode.BusinessCustomerNotFound)).toBe(ACCOUNT_ERROR_MESSAGES[-1006]);
    for (const code of [-1000, -1001, -1003, -1004, -1005, 42]) {
      expect(businessAccountErrorMessage(code)).toBe(UNKNOWN_ERROR_MESSAGE);
    }
  });
});
