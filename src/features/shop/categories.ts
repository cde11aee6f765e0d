import { PRODUCT_CATEGORIES, type ProductCategory } from '@shared/schemas/values';

export { PRODUCT_CATEGORIES, type ProductCategory };

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  'cotton-candy': 'Cotton Candy',
  'fluff-collection': 'Fluff Collection',
  accessories: 'Accessories',
  games: 'Games',
};
