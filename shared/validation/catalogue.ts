// Catalogue forms and bodies: categories, item groups, attributes, price lists, products, prices.
import { IsOptional, Matches, ValidateIf } from 'class-validator';
import { Amount, Bool, Id, Int, Price, RequiredText, RequiredWhen } from './decorators';
import { LETTERS_ONLY_PATTERN, MAX_TEXT, Msg } from './messages';
import { DISPLAY_ORDER_MIN, displayOrderBelowMin } from '../rules/displayOrder';

/** POST /Category/Add and the add-category form: name of letters and spaces. */
export class CategoryAddDto {
  @Matches(LETTERS_ONLY_PATTERN, { message: Msg.lettersOnly })
  @RequiredText(MAX_TEXT, Msg.required)
  categoryName!: string;

  @IsOptional()
  @RequiredText(1000, Msg.required, 'multiLine')
  description?: string;

  @IsOptional()
  @Int(DISPLAY_ORDER_MIN.group, displayOrderBelowMin('group'))
  displayOrder?: number;
}

/** The fields of a category's update. */
class CategoryFields {
  @Id()
  id!: number;

  @Matches(LETTERS_ONLY_PATTERN, { message: Msg.lettersOnly })
  @RequiredText(MAX_TEXT, Msg.required)
  categoryName!: string;

  @IsOptional()
  @Int(DISPLAY_ORDER_MIN.group, displayOrderBelowMin('group'))
  displayOrder?: number;
}

/** POST /Category/Update: a description left out keeps the stored one (a display-order change needs none). */
export class CategoryUpdateDto extends CategoryFields {
  // Left out is allowed; null or blank is not (IsOptional would let null through).
  @ValidateIf((o: CategoryUpdateDto) => o.description !== undefined)
  @RequiredText(1000, Msg.required, 'multiLine')
  description?: string;
}

/** The category details form: the description is required on edit (docs/product.md §6.3). */
export class CategoryEditFormDto extends CategoryFields {
  @RequiredText(1000, Msg.required, 'multiLine')
  description!: string;
}

/** The connect-item-group form: both a category and a group chosen. */
export class ConnectItemGroupDto {
  @Id(Msg.selectCategory)
  categoryId!: number;

  @Id(Msg.selectItemGroup)
  itemGroupId!: number;
}

/** POST /Attribute/Add and the add-attribute form. */
export class AttributeDto {
  @RequiredText()
  name!: string;

  @RequiredText(1000, Msg.required, 'multiLine')
  description!: string;
}

/** POST /Attribute/Update and the edit-attribute form. */
export class AttributeUpdateDto extends AttributeDto {
  @Id()
  id!: number;
}

/** POST /Attribute/AddValue and the add-value form. */
export class AttributeValueDto {
  @Id()
  attributeId!: number;

  @RequiredText()
  value!: string;
}

/** POST /Attribute/UpdateValue. */
export class AttributeValueUpdateDto extends AttributeValueDto {
  @Id()
  id!: number;
}

/** POST /PriceList/Add and the add-price-list form. */
export class PriceListDto {
  @RequiredText()
  name!: string;
}

/** POST /PriceList/Update and the rename form. */
export class PriceListUpdateDto extends PriceListDto {
  @Id()
  id!: number;
}

/** POST /Product/Add and the add-product form: default weight required when pre-weighted. */
export class ProductDto {
  @RequiredText()
  productName!: string;

  @RequiredText(1000, Msg.required, 'multiLine')
  description!: string;

  @Id(Msg.selectCategory)
  categoryId!: number;

  /** One of the category's item groups (the provider checks it is); left out, the category's first. */
  @IsOptional()
  @Id(Msg.selectItemGroup)
  itemGroupId?: number;

  @Bool()
  isPreWeighted!: boolean;

  /** Kilograms. */
  @RequiredWhen((o: ProductDto) => o.isPreWeighted === true, 'isPreWeighted is true')
  @Amount('kilograms')
  defaultWeight?: number | null;
}

/** POST /Product/Update and the edit-product form. */
export class ProductUpdateDto extends ProductDto {
  @Id()
  productID!: number;
}

/** POST /PriceList/Price/Add and /Price/Update and the manage-price form. */
export class PriceDto {
  @Id()
  productID!: number;

  @Id(Msg.selectPriceList)
  priceListID!: number;

  @Price()
  unitPrice!: number;
}
