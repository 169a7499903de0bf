// The shapes of the back office's product requests (issue [11/13]): names, descriptions, prices
// and stock by the rules of src/domain/menu-rules.ts, the variants, the modifier group links and
// the images. The writes themselves are products.ts'; modifier-groups.ts prices options with Price.
import {
  array,
  boolean,
  coerce,
  defaulted,
  enums,
  integer,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import {
  MENU_LIMITS,
  descriptionProblem,
  priceProblem,
  productNameProblem,
  stockProblem,
  variantName,
} from '../../src/domain/menu-rules';
import { Id } from '../http/schemas';
import { Version } from './write';

const trimmed = coerce(string(), string(), (value) => value.trim());
const checked = (name: string, problem: (value: string) => string | null) =>
  refine(trimmed, name, (value) => problem(value) ?? true);

export const ProductName = checked('product name', productNameProblem);
export const Description = checked('description', descriptionProblem);
export const Price = refine(integer(), 'minor units', (value) => priceProblem(value) ?? true);
export const Stock = refine(integer(), 'stock', (value) => stockProblem(value) ?? true);
/** A variant name; blank is no name (null). Its length and uniqueness are variantProblems'. */
const VariantName = coerce(nullable(string()), nullable(string()), variantName);
const GroupIds = refine(
  size(array(Id), 0, MENU_LIMITS.groupsPerProduct),
  'distinct',
  (ids) => new Set(ids).size === ids.length || 'must not list a group twice',
);

const NewVariant = object({
  name: optional(VariantName),
  price: Price,
  original_price: optional(nullable(Price)),
  stock: optional(Stock),
});
const SavedVariant = object({
  id: optional(Id),
  name: VariantName,
  price: Price,
  original_price: nullable(Price),
  stock: Stock,
});
const Image = object({ image_url: size(string(), 1, 2048) });

export const CreateProductBody = object({
  category_id: Id,
  name: ProductName,
  description: defaulted(Description, ''),
  visible: defaulted(boolean(), true),
  stock_enabled: defaulted(boolean(), false),
  variants: size(array(NewVariant), 1, MENU_LIMITS.variantsPerProduct),
  modifier_group_ids: defaulted(GroupIds, []),
});
export const UpdateProductBody = object({
  version: Version,
  category_id: Id,
  name: ProductName,
  description: Description,
  visible: boolean(),
  stock_enabled: boolean(),
  variants: size(array(SavedVariant), 1, MENU_LIMITS.variantsPerProduct),
  modifier_group_ids: GroupIds,
  images: size(array(Image), 0, MENU_LIMITS.imagesPerProduct),
});
export const MoveProductBody = object({ version: Version, direction: enums(['up', 'down']) });
export const DeleteProductBody = object({ version: Version });
export const ProductsQuery = object({ category_id: optional(Id) });

export type CreateProductInput = Infer<typeof CreateProductBody>;
export type UpdateProductInput = Infer<typeof UpdateProductBody>;
export type MoveDirection = Infer<typeof MoveProductBody>['direction'];
