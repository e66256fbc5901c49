// Catalogue forms and bodies: categories, item groups, attributes, price lists, products, prices.
import { IsIn, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { Amount, Barcode, Bool, Explained, Id, Int, NoFormulaStart, Price, RequiredText, RequiredWhen } from './decorators';
import { ITEM_CODE_PATTERN, LETTERS_ONLY_PATTERN, MAX_PRODUCT_DESCRIPTION, MAX_TEXT, Msg } from './messages';
import { DISPLAY_ORDER_MIN, displayOrderBelowMin } from '../rules/displayOrder';
import { PRODUCT_STATUSES, type ProductStatus } from '../rules/productStatus';

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

/** The fields of a product both its addition and its update carry: default weight required when pre-weighted. */
class ProductFields {
  /** The name buyers see (the item's description); never the start of a spreadsheet formula. */
  @NoFormulaStart()
  @RequiredText()
  productName!: string;

  @RequiredText(MAX_PRODUCT_DESCRIPTION, Msg.required, 'multiLine')
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
  @RequiredWhen((o: ProductFields) => o.isPreWeighted === true, 'isPreWeighted is true')
  @Amount('kilograms')
  defaultWeight?: number | null;

  /** The barcode (the item's catalogNumber), unique among products (the provider checks it is). */
  @Explained(
    "The barcode, stored as the item's catalogNumber: EAN-13 or EAN-8 with a valid check digit, no other product's barcode or item code. Left out: on Add the provider gives one, on Update the stored one stays.",
  )
  @IsOptional()
  @Barcode()
  catalogNumber?: string;

  /** 'draft' (not shown to buyers) or 'active'; left out, the stored status stays (a new product: draft until its first price). */
  @Explained(
    "'draft': not shown to visitors or buyers; 'active': shown. Left out on Add, the product is a draft until it has its first price; left out on Update, the status stays.",
  )
  @IsOptional()
  @IsIn(PRODUCT_STATUSES, { message: Msg.invalidValue })
  status?: ProductStatus;
}

/** POST /Product/Add and the add-product form. */
export class ProductDto extends ProductFields {
  /** The accounting system's item code; left out, the provider gives the next one. */
  @Explained("The item code (the item's itemId), unique; left out, the provider gives the next one. It does not change afterwards.")
  @IsOptional()
  @Matches(ITEM_CODE_PATTERN, { message: Msg.invalidItemCode })
  @IsString({ message: Msg.mustBeText })
  itemId?: string;
}

/** POST /Product/Update and the edit-product form (the item code does not change). */
export class ProductUpdateDto extends ProductFields {
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
