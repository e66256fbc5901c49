// Search and scanning as the other features use them: the header's search box and camera scanner
// (its own chunk, loaded on first use), the keyboard scanner of the cart and quick order, and the
// search page's suggestion.
export { SearchBox } from './SearchBox';
export { BarcodeScanner } from './lazyBarcodeScanner';
export { KeyboardScanToCart } from './KeyboardScanToCart';
export { DidYouMean } from './DidYouMean';
export { SearchByName } from './UnknownBarcode';
