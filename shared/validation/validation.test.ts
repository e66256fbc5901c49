import {
  AttributeDto,
  BusinessAccountDto,
  CategoryAddDto,
  CategoryUpdateDto,
  CategoryEditFormDto,
  ChangePasswordFormDto,
  ConnectItemGroupDto,
  ItemAttributeListDto,
  ItemExtensionDto,
  ItemListQueryDto,
  LoginDto,
  OrderCreateDto,
  PriceDto,
  PriceListDto,
  ProductDto,
  RelatedItemDto,
  RelatedItemListDto,
  SiteSettingDto,
  settingValueErrors,
  validateDto,
  AttributeValueDto,
} from './index';

const errorsOf = (dto: Parameters<typeof validateDto>[0], input: unknown) => {
  const result = validateDto(dto, input);
  return result.ok ? {} : result.errors;
};

describe('LoginDto', () => {
  it('accepts a valid email and a 6-character password', () => {
    expect(validateDto(LoginDto, { email: 'buyer@example.com', password: 'Buyer1' }).ok).toBe(true);
  });
  it('takes the same e-mail rule as every form: an address, not a javascript: URL that ends in @x.co', () => {
    expect(errorsOf(LoginDto, { email: 'javascript:alert(1)//@x.co', password: 'Buyer1' })).toEqual({ email: ['invalidEmail'] });
    expect(errorsOf(BusinessAccountDto, { email: 'javascript:alert(1)//@x.co', password: 'Buyer1', businessCustomerId: 1 })).toEqual({
      email: ['invalidEmail'],
    });
  });
  it('refuses a bad email and a short password with their keys', () => {
    expect(errorsOf(LoginDto, { email: 'buyer@', password: '12345' })).toEqual({
      email: ['invalidEmail'],
      password: ['passwordTooShort'],
    });
  });
  it('refuses a missing field, a wrong type and an unknown field', () => {
    const errors = errorsOf(LoginDto, { email: 42, extra: 1 });
    expect(errors.email).toContain('mustBeText');
    expect(errors.password).toContain('required');
    expect(errors.extra).toEqual(['unknownField']);
  });
  it('refuses a body that is not an object', () => {
    expect(errorsOf(LoginDto, [1, 2])).toEqual({ _body: ['mustBeObject'] });
    expect(errorsOf(LoginDto, 'x')).toEqual({ _body: ['mustBeObject'] });
    expect(errorsOf(LoginDto, null)).toEqual({ _body: ['mustBeObject'] });
  });
});

describe('BusinessAccountDto', () => {
  it('requires a business customer to be chosen', () => {
    expect(errorsOf(BusinessAccountDto, { email: 'a@b.co', password: 'secret1' })).toEqual({
      businessCustomerId: ['selectBusinessCustomer'],
    });
    expect(validateDto(BusinessAccountDto, { email: 'a@b.co', password: 'secret1', businessCustomerId: 1001 }).ok).toBe(true);
  });
});

describe('ChangePasswordFormDto', () => {
  it('requires the new password confirmed', () => {
    const base = { email: 'a@b.co', oldPassword: 'old', newPassword: 'newpass' };
    expect(errorsOf(ChangePasswordFormDto, { ...base, confirmPassword: 'other1' })).toEqual({ confirmPassword: ['passwordsDoNotMatch'] });
    expect(validateDto(ChangePasswordFormDto, { ...base, confirmPassword: 'newpass' }).ok).toBe(true);
  });
});

describe('category DTOs', () => {
  it('require a name of Latin or Hebrew letters and spaces', () => {
    expect(validateDto(CategoryAddDto, { categoryName: 'משקאות קלים' }).ok).toBe(true);
    expect(validateDto(CategoryAddDto, { categoryName: 'Soft drinks' }).ok).toBe(true);
    expect(errorsOf(CategoryAddDto, { categoryName: 'משקאות 2' })).toEqual({ categoryName: ['lettersOnly'] });
    expect(errorsOf(CategoryAddDto, { categoryName: '   ' }).categoryName).toContain('required');
  });
  it('require a description on the edit form, but not in an update that only reorders', () => {
    expect(errorsOf(CategoryEditFormDto, { id: 1, categoryName: 'חטיפים' })).toEqual({ description: ['required'] });
    expect(validateDto(CategoryUpdateDto, { id: 1, categoryName: 'חטיפים', displayOrder: 3 }).ok).toBe(true);
    expect(errorsOf(CategoryUpdateDto, { id: 1, categoryName: 'חטיפים', description: '  ' })).toEqual({ description: ['required'] });
  });
  it('require both a category and a group to connect', () => {
    expect(errorsOf(ConnectItemGroupDto, {})).toEqual({ categoryId: ['selectCategory'], itemGroupId: ['selectItemGroup'] });
  });
});

describe('attribute DTOs', () => {
  it('require name, description and value', () => {
    expect(errorsOf(AttributeDto, { name: '' })).toEqual({ name: ['required'], description: ['required'] });
    expect(errorsOf(AttributeValueDto, { attributeId: 1, value: '' })).toEqual({ value: ['required'] });
  });
  it('refuse a duplicate attribute name within an item', () => {
    const items = [
      { attributeName: 'מותג', attributeValue: 'אסם' },
      { attributeName: ' מותג ', attributeValue: 'שטראוס' },
    ];
    expect(errorsOf(ItemAttributeListDto, { items })).toEqual({ items: ['alreadyExists'] });
  });
  it('check each attribute of the list', () => {
    expect(errorsOf(ItemAttributeListDto, { items: [{ attributeName: 'מותג', attributeValue: '' }] })).toEqual({
      'items.0.attributeValue': ['required'],
    });
  });
});

describe('related items', () => {
  it('require one to be chosen and refuse one already linked', () => {
    expect(errorsOf(RelatedItemDto, { relatedItemId: '' })).toEqual({ relatedItemId: ['selectRelatedItem'] });
    expect(errorsOf(RelatedItemListDto, { items: ['A1', 'A1'] })).toEqual({ items: ['alreadyLinked'] });
    expect(validateDto(RelatedItemListDto, { items: ['A1', 'B2'] }).ok).toBe(true);
  });
});

describe('ItemExtensionDto', () => {
  const valid = { isAvailable: true, displayOrder: 1, minOrderQuantity: 6, fullDescription: '', isPriceChanged: false };
  it('accepts valid extension data', () => {
    expect(validateDto(ItemExtensionDto, valid).ok).toBe(true);
  });
  it('refuses a minimum quantity of 0, a display order of 0 and a description over 500 characters', () => {
    expect(errorsOf(ItemExtensionDto, { ...valid, minOrderQuantity: 0, displayOrder: 0, fullDescription: 'א'.repeat(501) })).toEqual({
      minOrderQuantity: ['packAtLeastOne'],
      displayOrder: ['displayOrderFromOne'],
      fullDescription: ['tooLong'],
    });
  });
  it('refuses a string where a boolean belongs, and a huge number', () => {
    const errors = errorsOf(ItemExtensionDto, { ...valid, isAvailable: 'true', minOrderQuantity: 1e12 });
    expect(errors.isAvailable).toEqual(['mustBeBoolean']);
    expect(errors.minOrderQuantity).toEqual(['tooLarge']);
  });
});

describe('price and product DTOs', () => {
  it('require a price list and a non-negative price with two decimals', () => {
    expect(errorsOf(PriceDto, { productID: 1, unitPrice: -1 })).toEqual({ priceListID: ['selectPriceList'], unitPrice: ['minZero'] });
    expect(errorsOf(PriceDto, { productID: 1, priceListID: 1, unitPrice: 1.234 })).toEqual({ unitPrice: ['twoDecimals'] });
    expect(validateDto(PriceDto, { productID: 1, priceListID: 1, unitPrice: 9.9 }).ok).toBe(true);
  });
  it('refuse a price of 0, which would sell the item for nothing (the contract has no free flag)', () => {
    expect(errorsOf(PriceDto, { productID: 1, priceListID: 1, unitPrice: 0 })).toEqual({ unitPrice: ['priceAboveZero'] });
    expect(validateDto(PriceDto, { productID: 1, priceListID: 1, unitPrice: 0.01 }).ok).toBe(true);
  });
  it('take money in agorot only: a price of 1e-9 or 12.3400000001 is refused, as is anything below 0.01', () => {
    const price = (unitPrice: number) => errorsOf(PriceDto, { productID: 1, priceListID: 1, unitPrice });
    expect(price(1e-9)).toEqual({ unitPrice: ['priceFromAgora'] });
    expect(price(0.004)).toEqual({ unitPrice: ['priceFromAgora'] });
    expect(price(12.3400000001)).toEqual({ unitPrice: ['twoDecimals'] });
    expect(price(12.34)).toEqual({});
    expect(price(0.07)).toEqual({});
    expect(price(99_999_999.99)).toEqual({});
  });
  it("hold every money field of an order to agorot (a line's price of 0 is left to the provider's 409 priceOnRequest)", () => {
    const line = { id: 1, itemId: 'A1', itemDescription: 'x', salePriceInNIS: 1e-9, quantity: 6000 };
    const order = { userId: 1, customerId: 1, comment: '', totalPriceBeforeVat: 0, totalPrice: 0, vatSum: 0, vatPercent: 18 };
    expect(errorsOf(OrderCreateDto, { ...order, cartItems: [line] })).toEqual({ 'cartItems.0.salePriceInNIS': ['twoDecimals'] });
    expect(errorsOf(OrderCreateDto, { ...order, totalPrice: 12.3400000001, cartItems: [{ ...line, salePriceInNIS: 1 }] })).toEqual({
      totalPrice: ['twoDecimals'],
    });
  });
  it('require a price list name', () => {
    expect(errorsOf(PriceListDto, { name: '' })).toEqual({ name: ['required'] });
  });
  it('require a default weight only when pre-weighted', () => {
    const base = { productName: 'גבינה', description: 'גבינה צהובה', categoryId: 3, isPreWeighted: false };
    expect(validateDto(ProductDto, base).ok).toBe(true);
    expect(errorsOf(ProductDto, { ...base, isPreWeighted: true })).toEqual({ defaultWeight: ['required'] });
    expect(validateDto(ProductDto, { ...base, isPreWeighted: true, defaultWeight: 0.25 }).ok).toBe(true);
    expect(errorsOf(ProductDto, { ...base, isPreWeighted: true, defaultWeight: -1 })).toEqual({ defaultWeight: ['minZero'] });
  });
});

describe('SiteSettingDto', () => {
  it('requires a known setting type and a JSON value', () => {
    expect(errorsOf(SiteSettingDto, { key: '', value: '{}' })).toEqual({ key: ['selectSettingType'] });
    expect(errorsOf(SiteSettingDto, { key: 'Logo', value: 'nope' })).toEqual({ value: ['invalidJson'] });
    expect(validateDto(SiteSettingDto, { key: 'VatPercent', value: '{"Discount":18}' }).ok).toBe(true);
  });

  const about = (value: object) => ({ key: 'HomeAboutUs', value: JSON.stringify(value) });
  const contact = (value: object) => ({ key: 'ContactDetails', value: JSON.stringify(value) });

  it('requires an about-us title and text, each of a sensible length', () => {
    expect(validateDto(SiteSettingDto, about({ Title: 'מי אנחנו', Text: 'שורה\nשורה' })).ok).toBe(true);
    expect(errorsOf(SiteSettingDto, about({ Title: '', Text: 'טקסט' }))).toEqual({ value: ['required'] });
    expect(errorsOf(SiteSettingDto, about({ Title: 'כותרת', Text: '   ' }))).toEqual({ value: ['required'] });
    expect(errorsOf(SiteSettingDto, about({ Text: 'טקסט' }))).toEqual({ value: ['required'] });
    expect(errorsOf(SiteSettingDto, about({ Title: 'א'.repeat(101), Text: 'טקסט' }))).toEqual({ value: ['tooLong'] });
    expect(errorsOf(SiteSettingDto, about({ Title: 'כותרת', Text: 'א'.repeat(2001) }))).toEqual({ value: ['tooLong'] });
    expect(errorsOf(SiteSettingDto, { key: 'HomeAboutUs', value: '["כותרת"]' })).toEqual({ value: ['invalidJson'] });
    expect(settingValueErrors('HomeAboutUs', { Title: ' ', Text: '' })).toEqual({ Title: ['required'], Text: ['required'] });
  });

  it('takes an Israeli phone number (or none), requires a valid contact e-mail, and leaves the address optional', () => {
    const ok = { Phone: '03-1234567', Email: 'sales@sharon.example', Address: 'דרך השרון 5' };
    for (const Phone of ['03-1234567', '050 123 4567', '+972-50-1234567', '']) {
      expect(validateDto(SiteSettingDto, contact({ ...ok, Phone })).ok).toBe(true);
    }
    expect(validateDto(SiteSettingDto, contact({ Email: 'sales@sharon.example' })).ok).toBe(true);
    expect(errorsOf(SiteSettingDto, contact({ ...ok, Phone: 'התקשרו אלינו' }))).toEqual({ value: ['invalidPhone'] });
    expect(errorsOf(SiteSettingDto, contact({ ...ok, Email: '' }))).toEqual({ value: ['required'] });
    expect(errorsOf(SiteSettingDto, contact({ ...ok, Email: 'sales@' }))).toEqual({ value: ['invalidEmail'] });
    expect(settingValueErrors('ContactDetails', { Phone: '123', Email: '', Address: 'א'.repeat(201) })).toEqual({
      Phone: ['invalidPhone'],
      Email: ['required'],
      Address: ['tooLong'],
    });
    expect(settingValueErrors('VatPercent', { Discount: 18 })).toBeNull();
  });

  it("requires the accessibility coordinator's name, an Israeli phone number and a valid e-mail", () => {
    const coordinator = (value: object) => ({ key: 'AccessibilityCoordinator', value: JSON.stringify(value) });
    const ok = { Name: 'מיכל לוי', Phone: '03-5556790', Email: 'negishut@sharon.example' };
    expect(validateDto(SiteSettingDto, coordinator(ok)).ok).toBe(true);
    expect(errorsOf(SiteSettingDto, coordinator({ ...ok, Phone: '' }))).toEqual({ value: ['required'] });
    expect(errorsOf(SiteSettingDto, coordinator({ ...ok, Email: 'negishut@' }))).toEqual({ value: ['invalidEmail'] });
    // Not an address a mail program would take: a javascript: URL ending in '@x.co', spaces, quotes, two @.
    for (const Email of ['javascript:alert(1)//@x.co', 'a b@x.co', '"a"@x.co', 'a@b@x.co', 'a@x..co', 'a@-x.co', 'a@x.co<script>'])
      expect([Email, errorsOf(SiteSettingDto, coordinator({ ...ok, Email }))]).toEqual([Email, { value: ['invalidEmail'] }]);
    for (const Email of ['negishut+a11y@sharon.example', 'o.brien@mail.co.il', "o'brien@x.co"])
      expect([Email, validateDto(SiteSettingDto, coordinator({ ...ok, Email })).ok]).toEqual([Email, true]);
    expect(settingValueErrors('AccessibilityCoordinator', { Name: ' ', Phone: '123', Email: '' })).toEqual({
      Name: ['required'],
      Phone: ['invalidPhone'],
      Email: ['required'],
    });
  });
});

describe('OrderCreateDto', () => {
  const line = { id: 1, itemId: 'A1', itemDescription: 'במבה', salePriceInNIS: 3.5, quantity: 12 };
  const order = {
    userId: 2,
    customerId: 1001,
    comment: '',
    totalPriceBeforeVat: 42,
    vatSum: 7.56,
    totalPrice: 49.56,
    vatPercent: 18,
    cartItems: [line],
  };
  it('accepts a well-formed order', () => {
    expect(validateDto(OrderCreateDto, order).ok).toBe(true);
  });
  it('refuses an empty cart, and reports a bad line by its path', () => {
    expect(errorsOf(OrderCreateDto, { ...order, cartItems: [] })).toEqual({ cartItems: ['emptyList'] });
    expect(errorsOf(OrderCreateDto, { ...order, cartItems: [{ ...line, quantity: -12 }] })).toEqual({
      'cartItems.0.quantity': ['mustBePositive'],
    });
    expect(errorsOf(OrderCreateDto, { ...order, cartItems: ['x'] })).toEqual({ 'cartItems.0': ['mustBeObject'] });
  });
  it('refuses a negative or non-numeric total', () => {
    const errors = errorsOf(OrderCreateDto, { ...order, totalPrice: -1, vatSum: '7.56' });
    expect(errors.totalPrice).toEqual(['minZero']);
    expect(errors.vatSum).toBeDefined();
  });
  it('takes a comment over several lines, never one with control or bidi characters', () => {
    expect(validateDto(OrderCreateDto, { ...order, comment: 'לפני 10:00\nבכניסה האחורית' }).ok).toBe(true);
    expect(errorsOf(OrderCreateDto, { ...order, comment: 'מחיר \u202E001' })).toEqual({ comment: ['invalidCharacters'] });
    expect(errorsOf(OrderCreateDto, { ...order, comment: 'a\u0000b' })).toEqual({ comment: ['invalidCharacters'] });
  });
});

describe('ItemListQueryDto', () => {
  it('converts query strings and repeated parameters', () => {
    const result = validateDto(ItemListQueryDto, {
      pageNumber: '2',
      pageSize: '24',
      getAll: 'false',
      ExcludeItemList: 'A1',
      categoryId: '3',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ pageNumber: 2, pageSize: 24, getAll: false, ExcludeItemList: ['A1'], categoryId: 3 }),
    });
  });
  it('refuses garbage, negative and huge numbers, and unknown parameters', () => {
    const errors = errorsOf(ItemListQueryDto, { pageNumber: 'abc', pageSize: '100000', categoryId: '-3', bogus: '1', getAll: 'yes' });
    expect(Object.keys(errors).sort()).toEqual(['bogus', 'categoryId', 'getAll', 'pageNumber', 'pageSize']);
  });
});

describe('stored text holds no control or bidi characters', () => {
  const forbidden = [
    ['NUL (U+0000)', '\u0000'],
    ['an escape (U+001B)', '\u001B'],
    ['a right-to-left override (U+202E)', '\u202E'],
    ['a left-to-right embedding (U+202A)', '\u202A'],
    ['a right-to-left isolate (U+2067)', '\u2067'],
    ['a first-strong isolate (U+2068)', '\u2068'],
    ['a pop directional isolate (U+2069)', '\u2069'],
    ['a right-to-left mark (U+200F)', '\u200F'],
    ['a left-to-right mark (U+200E)', '\u200E'],
    ['an Arabic letter mark (U+061C)', '\u061C'],
  ];
  const invalid = ['invalidCharacters'];
  const extension = { isAvailable: true, displayOrder: 1, minOrderQuantity: 1, isPriceChanged: false };
  const product = { categoryId: 1, isPreWeighted: false };

  it.each(forbidden)('refuses %s in every name the back office stores, with invalidCharacters', (_what, c) => {
    expect(errorsOf(PriceListDto, { name: `סיטונאי${c}` })).toEqual({ name: invalid });
    expect(errorsOf(AttributeDto, { name: `מותג${c}`, description: 'תיאור' })).toEqual({ name: invalid });
    expect(errorsOf(AttributeValueDto, { attributeId: 1, value: `${c}אסם` })).toEqual({ value: invalid });
    expect(errorsOf(CategoryAddDto, { categoryName: `חטיפים${c}` })).toEqual({ categoryName: invalid });
    expect(errorsOf(ProductDto, { ...product, productName: `במבה${c}`, description: 'חטיף' })).toEqual({ productName: invalid });
    expect(errorsOf(ItemAttributeListDto, { items: [{ attributeName: `כשרות${c}`, attributeValue: `בד${c}ץ` }] })).toEqual({
      'items.0.attributeName': invalid,
      'items.0.attributeValue': invalid,
    });
    const account = { email: 'new@example.com', password: 'Secret1', businessCustomerId: 1 };
    expect(errorsOf(BusinessAccountDto, { ...account, firstName: `דנה${c}`, lastName: `${c}כהן` })).toEqual({
      firstName: invalid,
      lastName: invalid,
    });
  });

  it.each(forbidden)('refuses %s in descriptions, multi-line as they are', (_what, c) => {
    expect(errorsOf(AttributeDto, { name: 'נפח', description: `שורה\n${c}` })).toEqual({ description: invalid });
    expect(errorsOf(CategoryUpdateDto, { id: 1, categoryName: 'חטיפים', description: `תיאור${c}` })).toEqual({ description: invalid });
    expect(errorsOf(ProductDto, { ...product, productName: 'במבה', description: `חטיף${c}` })).toEqual({ description: invalid });
    expect(errorsOf(ItemExtensionDto, { ...extension, fullDescription: `תיאור מלא${c}` })).toEqual({ fullDescription: invalid });
  });

  it.each([
    ['a tab', '\t'],
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
  ])('refuses %s in a single-line name, and accepts it in a description', (_what, c) => {
    expect(errorsOf(PriceListDto, { name: `סיטונאי${c}ב` })).toEqual({ name: invalid });
    expect(errorsOf(AttributeDto, { name: `מותג${c}`, description: 'תיאור' })).toEqual({ name: invalid });
    expect(validateDto(AttributeDto, { name: 'מותג', description: `שורה${c}שורה` }).ok).toBe(true);
    expect(validateDto(ItemExtensionDto, { ...extension, fullDescription: `שורה${c}שורה` }).ok).toBe(true);
  });

  it('refuses them in a site setting value, also when the JSON spells them as an escape', () => {
    expect(errorsOf(SiteSettingDto, { key: 'HomeAboutUs', value: JSON.stringify({ Text: 'אודות\u202Eנו' }) })).toEqual({ value: invalid });
    expect(errorsOf(SiteSettingDto, { key: 'HomeAboutUs', value: '{"Text":"\\u202e"}' })).toEqual({ value: invalid });
    expect(errorsOf(SiteSettingDto, { key: 'HomeAboutUs', value: '{"\\u0000":"x"}' })).toEqual({ value: invalid });
  });

  it('accepts Hebrew with niqqud, punctuation, digits, emoji, and line breaks in long text', () => {
    expect(validateDto(PriceListDto, { name: 'מְחִירוֹן "סיטונאי" א׳ - 2026 (מבצע!) 🛒' }).ok).toBe(true);
    expect(validateDto(AttributeValueDto, { attributeId: 1, value: 'שָׁלוֹם, 1.5 ק"ג; 100% 👍🏽' }).ok).toBe(true);
    expect(validateDto(ProductDto, { ...product, productName: 'בִּמְבָּה אֹסֶם 80 גר׳ 🥜', description: 'חטיף: תירס ובוטנים.' }).ok).toBe(true);
    expect(validateDto(AttributeDto, { name: 'נפח', description: 'שורה ראשונה\nשורה שנייה\tעם טאב' }).ok).toBe(true);
    expect(validateDto(SiteSettingDto, { key: 'HomeAboutUs', value: JSON.stringify({ Title: 'אודות', Text: 'שורה\nשורה' }) }).ok).toBe(
      true,
    );
  });

  it('leaves passwords alone: a bidi mark or control character in one is not refused', () => {
    expect(validateDto(LoginDto, { email: 'buyer@example.com', password: 'סיסמה\u200F\u0000!' }).ok).toBe(true);
    const password = 'חדשה\u202E123';
    expect(
      validateDto(ChangePasswordFormDto, {
        email: 'buyer@example.com',
        oldPassword: '\u2067ישנה1',
        newPassword: password,
        confirmPassword: password,
      }).ok,
    ).toBe(true);
  });
});
