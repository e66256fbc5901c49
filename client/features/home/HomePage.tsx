// The home page (docs/product.md §2.4): the banner carousel, the category list (nothing until it
// has loaded) and the about-us block from the site settings.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Category } from '@shared/contract/entities';
import { BannerCarousel, BannerPlaceholder } from './BannerCarousel';
import { Img } from '../../ui/Img';
import { LoadFailed } from '../../ui/LoadFailed';
import { he } from './he';
import { DEFAULT_DESCRIPTION, usePageMeta } from '../../ui/pageMeta';
import { useStores } from '../../stores/StoreContext';
import './HomePage.css';

const Banners = observer(function Banners() {
  const { settings } = useStores();
  const query = settings.banners;
  if (query.isLoading) return <BannerPlaceholder />;
  const banners = query.data ?? [];
  if (banners.length === 0) return null;
  // A changed list is a new carousel: swiper never has to follow React's changes to its slides.
  return <BannerCarousel key={banners.map((b) => b.Id).join('|')} banners={banners} />;
});

/**
 * A category card: picture and name; the name's link covers the whole card. The picture shows what
 * the name says: its alt is empty, or a screen reader would read the name twice (axe's image-redundant-alt).
 */
export function CategoryCard({ category }: { category: Category }) {
  return (
    <li className="tile card">
      <Img className="tile__image tile__image--wide" src={category.imageURL} alt="" width={600} height={400} loading="lazy" />
      <Link className="tile__link" to={`/categories/${category.id}`}>
        {category.categoryName}
      </Link>
    </li>
  );
}

const Categories = observer(function Categories() {
  const { catalogue } = useStores();
  const categories = catalogue.categoryList;
  if (!categories) {
    // Nothing while they load (the first paint brings them); a failure says why, with a retry.
    return catalogue.categories.error ? (
      <LoadFailed text={he.categoriesLoadError} onRetry={() => void catalogue.categories.refetch()} />
    ) : null;
  }
  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories" className="home-section__title">
        {he.homeCategories}
      </h2>
      <ul className="tiles">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </ul>
    </section>
  );
});

const AboutUs = observer(function AboutUs() {
  const { settings, catalogue } = useStores();
  const { title, text, imageUrl } = settings.aboutUs;
  // Shown with (or after) the categories above it, so it never jumps down when they arrive.
  const categoriesSettled = catalogue.categoryList !== null || catalogue.categories.error !== null;
  if (!categoriesSettled || (!title && !text)) return null;
  return (
    <section className="about-us" aria-labelledby={title ? 'home-about' : undefined}>
      {imageUrl && <Img className="about-us__image" src={imageUrl} alt="" loading="lazy" />}
      <div className="about-us__content">
        {title && (
          <h2 id="home-about" className="about-us__title">
            {title}
          </h2>
        )}
        {text && <p className="about-us__text">{text}</p>}
      </div>
    </section>
  );
});

export function HomePage() {
  usePageMeta({ title: '', description: DEFAULT_DESCRIPTION, canonical: '/' });
  return (
    <div className="home">
      <h1 className="visually-hidden">{he.homeTitle}</h1>
      <Banners />
      <Categories />
      <AboutUs />
    </div>
  );
}
