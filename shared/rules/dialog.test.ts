import { closeDialog, openDialog, readDialog } from './dialog';

describe('dialog URL state', () => {
  it('opens with d, action and itemId, keeping other parameters', () => {
    const next = openDialog(new URLSearchParams('query=במבה'), { d: 'itemExtension', action: 'edit', itemId: 'A1' });
    expect(next.get('query')).toBe('במבה');
    expect(readDialog(next)).toEqual({ d: 'itemExtension', action: 'edit', itemId: 'A1' });
  });
  it('defaults the action to default', () => {
    const next = openDialog(new URLSearchParams(), { d: 'item', itemId: '17' });
    expect(next.toString()).toBe('d=item&itemId=17');
    expect(readDialog(next)).toEqual({ d: 'item', action: 'default', itemId: '17' });
  });
  it('opens with an id', () => {
    expect(readDialog(openDialog(new URLSearchParams(), { d: 'category', action: 'connect', id: 5 }))).toEqual({
      d: 'category',
      action: 'connect',
      id: '5',
    });
  });
  it('closes by removing d, action, itemId and id, keeping everything else', () => {
    const closed = closeDialog(new URLSearchParams('d=item&action=default&itemId=3&query=x&id=9'));
    expect(closed.toString()).toBe('query=x');
    expect(readDialog(closed)).toBeNull();
  });
  it('reads no dialog for an unknown d or action', () => {
    expect(readDialog(new URLSearchParams('d=nope'))).toBeNull();
    expect(readDialog(new URLSearchParams('d=account&action=delete'))).toBeNull();
    expect(readDialog(new URLSearchParams('d=toString'))).toBeNull();
  });
  it('keeps the product spelling websiteComfiguration and its single action', () => {
    expect(readDialog(new URLSearchParams('d=websiteComfiguration'))).toEqual({ d: 'websiteComfiguration', action: 'manage' });
  });
});
