// What the other features use of the catalogue: an item's price, stickers and quantity control.
export { canAddToCart, ItemPrice, ItemQuantity, ItemStickers } from './ProductCard';
