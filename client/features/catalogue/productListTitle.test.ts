import { productListTitle } from './productListTitle';

describe('productListTitle', () => {
  it('names the search term when one is given, whatever the category', () => {
    expect(productListTitle({ term: 'קפה', categoryName: 'משקאות', groupName: 'מיצים' })).toBe('תוצאות חיפוש עבור: קפה');
  });

  it('trims the term, and treats a blank term as none', () => {
    expect(productListTitle({ term: '  חלב ' })).toBe('תוצאות חיפוש עבור: חלב');
    expect(productListTitle({ term: '   ', categoryName: 'משקאות' })).toBe('משקאות');
  });

  it('joins the category and the group with " - " when a group is chosen', () => {
    expect(productListTitle({ categoryName: 'משקאות', groupName: 'מים מינרליים' })).toBe('משקאות - מים מינרליים');
  });

  it('shows the category name alone when no group is chosen', () => {
    expect(productListTitle({ categoryName: 'משקאות' })).toBe('משקאות');
  });

  it('falls back to all products when neither a term nor a category is known', () => {
    expect(productListTitle({})).toBe('כל המוצרים');
  });
});
