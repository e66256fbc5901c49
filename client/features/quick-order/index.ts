// What the other features use of quick order: the whole catalogue read (the catalogue's search and
// the scanner look items up in it too).
export { readCatalogue } from './QuickOrderStore';
