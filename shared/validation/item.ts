// Item extension forms and bodies: the extension data, attributes and related items of an item.
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Bool, Int, PlainText, RequiredText, UniqueBy, NoNestedLists } from './decorators';
import { MAX_FULL_DESCRIPTION, Msg } from './messages';
import { DISPLAY_ORDER_MIN, displayOrderBelowMin } from '../rules/displayOrder';

/** The most attributes or related items one item carries. */
export const MAX_ITEM_LINKS = 100;

/** POST /Item/Extensions/Update/{itemId} and the item extension form. */
export class ItemExtensionDto {
  @Bool()
  isAvailable!: boolean;

  @Int(DISPLAY_ORDER_MIN.item, displayOrderBelowMin('item'))
  displayOrder!: number;

  @Int(1, Msg.packAtLeastOne)
  minOrderQuantity!: number;

  @PlainText('multiLine')
  @MaxLength(MAX_FULL_DESCRIPTION, { message: Msg.tooLong })
  @IsString({ message: Msg.mustBeText })
  fullDescription!: string;

  @Bool()
  isPriceChanged!: boolean;
}

/** One attribute set on an item (the form's name and value). */
export class ItemAttributeDto {
  @RequiredText()
  attributeName!: string;

  @RequiredText()
  attributeValue!: string;
}

/** POST /Item/Extensions/Update/Attributes/{itemId} (the list arrives as `items`): names unique within the item. */
export class ItemAttributeListDto {
  @ArrayMaxSize(MAX_ITEM_LINKS, { message: Msg.tooMany })
  @UniqueBy('attributeName', { message: Msg.alreadyExists })
  @NoNestedLists({ message: Msg.mustBeObject })
  @ValidateNested({ each: true, message: Msg.mustBeObject })
  @Type(() => ItemAttributeDto)
  @IsArray({ message: Msg.mustBeList })
  items!: ItemAttributeDto[];
}

/** The add-related-item form: one item must be chosen. */
export class RelatedItemDto {
  @RequiredText(50, Msg.selectRelatedItem)
  relatedItemId!: string;
}

/** POST /Item/Extensions/Update/RelatedItems/{itemId} (the list of item codes arrives as `items`): no item twice. */
export class RelatedItemListDto {
  @ArrayMaxSize(MAX_ITEM_LINKS, { message: Msg.tooMany })
  @UniqueBy('', { message: Msg.alreadyLinked })
  @MaxLength(50, { each: true, message: Msg.tooLong })
  @IsString({ each: true, message: Msg.mustBeText })
  @IsArray({ message: Msg.mustBeList })
  items!: string[];
}
