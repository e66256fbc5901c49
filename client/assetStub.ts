// What a picture import is in the unit tests (jest.config.js maps images to this file): Vite gives
// the built file's address; a test needs only an address.
export default '/assets/stub.svg';
