// The order-creation body.
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from '../rules/orderStatus';
import { Amount, Day, Explained, Id, Int, PlainText, RequiredText, NoNestedLists } from './decorators';
import { MAX_LONG_TEXT, Msg } from './messages';

/** The most lines one order may carry. */
export const MAX_ORDER_LINES = 500;

/** One line of POST /Order/Create. */
export class OrderLineDto {
  @Id()
  id!: number;

  @RequiredText(50)
  itemId!: string;

  @MaxLength(500, { message: Msg.tooLong })
  @IsString({ message: Msg.mustBeText })
  itemDescription!: string;

  @Amount()
  salePriceInNIS!: number;

  @Int(1, Msg.mustBePositive)
  quantity!: number;
}

/** POST /Order/Create. */
export class OrderCreateDto {
  @Id()
  userId!: number;

  @Id(Msg.selectBusinessCustomer)
  customerId!: number;

  @PlainText('multiLine')
  @MaxLength(MAX_LONG_TEXT, { message: Msg.tooLong })
  @IsString({ message: Msg.mustBeText })
  comment!: string;

  @Amount()
  totalPriceBeforeVat!: number;

  @Amount()
  totalPrice!: number;

  @Amount()
  vatSum!: number;

  @Amount('percent')
  vatPercent!: number;

  @ArrayMinSize(1, { message: Msg.emptyList })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: Msg.tooMany })
  @NoNestedLists({ message: Msg.mustBeObject })
  @ValidateNested({ each: true, message: Msg.mustBeObject })
  @Type(() => OrderLineDto)
  @IsArray({ message: Msg.mustBeList })
  cartItems!: OrderLineDto[];

  /** Capability 'order-status': the delivery day asked for (sent only to a provider that offers it). */
  @Explained(
    "Capability 'order-status' only: the delivery day asked for (YYYY-MM-DD, in Israel). A provider that does not offer it refuses the field (400).",
  )
  @IsOptional()
  @Day()
  deliveryDate?: string;
}

/** POST /Order/Status/{orderId} (capability 'order-status'). */
export class OrderStatusDto {
  @IsIn([...ORDER_STATUSES], { message: Msg.invalidValue })
  status!: OrderStatus;
}
