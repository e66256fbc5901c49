// Swiper with the modules the storefront's carousels use. Components import this module with a
// dynamic import(), so swiper and its CSS arrive in a chunk of their own after the page is shown.
import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';

export { Autoplay, Pagination, Swiper };
