// What the other back-office areas use of the categories' screens.
export { uploadFailureText } from './CategoryFormStore';
