// The bodies of the storefront server's own standing-order calls (docs/product.md §5.12): a standing
// order as the buyer writes it, and what became of one of its delivery days.
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { MAX_STANDING_COMMENT, MAX_STANDING_LINES, MAX_STANDING_NAME, STANDING_EVERY_WEEKS } from '../rules/standingOrder';
import { Amount, Day, Explained, Id, Int, NoNestedLists, OptionalText, PlainText, RequiredText } from './decorators';
import { MAX_TEXT, Msg } from './messages';

/** The longest picture address a standing order's line keeps. */
const MAX_PICTURE_URL = 2000;

/** One line of a standing order: the item as the buyer last saw it, and the quantity (whole packs). */
export class StandingLineDto {
  @Id()
  id!: number;

  @RequiredText(50)
  itemId!: string;

  @OptionalText(MAX_TEXT * 2.5)
  itemDescription!: string;

  @Explained('The unit price the buyer last saw (shekels). The ready cart is checked against the price of the day before it is ordered.')
  @Amount()
  salePriceInNIS!: number;

  @Int(1, Msg.mustBePositive)
  quantity!: number;

  @Int(1, Msg.mustBePositive)
  itemPackSize!: number;

  @IsOptional()
  @OptionalText(MAX_PICTURE_URL)
  pictureUrl?: string;
}

/** POST /StandingOrder/Create and /StandingOrder/Update/{id}: a standing order as the buyer writes it. */
export class StandingOrderInputDto {
  @RequiredText(MAX_STANDING_NAME)
  name!: string;

  @Explained("The weekday it comes (0 Sunday to 6 Saturday): one of the store's delivery weekdays (else 400).")
  @IsIn([0, 1, 2, 3, 4, 5, 6], { message: Msg.invalidValue })
  weekday!: number;

  @IsIn([...STANDING_EVERY_WEEKS], { message: Msg.invalidValue })
  everyWeeks!: number;

  @Explained('The first delivery day (YYYY-MM-DD, in Israel): on `weekday`, and not one whose cutoff has passed (else 400).')
  @Day()
  startDate!: string;

  @PlainText('multiLine')
  @MaxLength(MAX_STANDING_COMMENT, { message: Msg.tooLong })
  @IsString({ message: Msg.mustBeText })
  comment!: string;

  @ArrayMinSize(1, { message: Msg.emptyList })
  @ArrayMaxSize(MAX_STANDING_LINES, { message: Msg.tooMany })
  @NoNestedLists({ message: Msg.mustBeObject })
  @ValidateNested({ each: true, message: Msg.mustBeObject })
  @Type(() => StandingLineDto)
  @IsArray({ message: Msg.mustBeList })
  lines!: StandingLineDto[];
}

/** POST /StandingOrder/Outcome/{id}: one delivery day of a standing order was ordered (its order's number) or skipped. */
export class StandingOutcomeDto {
  @Day()
  deliveryDate!: string;

  @IsIn(['placed', 'skipped'], { message: Msg.invalidValue })
  outcome!: 'placed' | 'skipped';

  @Explained("The number of the order placed for the day (outcome 'placed' only).")
  @IsOptional()
  @Id()
  orderNumber?: number;
}
