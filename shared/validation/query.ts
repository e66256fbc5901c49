// Query strings of the list calls. Values arrive as strings and are converted before the checks.
import { ORDER_STATUSES, type OrderStatus } from '../rules/orderStatus';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ITEM_ORDERS, MAX_PAGE_SIZE, type ItemOrder } from '../contract/envelope';
import { Day, Explained, Id, QueryBool, QueryInt, QueryList } from './decorators';
import { MAX_INT, Msg } from './messages';
import { PRODUCT_STATUSES, type ProductStatus } from '../rules/productStatus';

/** pageNumber, pageSize and searchTerm. */
export class PagingQueryDto {
  @IsOptional()
  @Min(1, { message: Msg.mustBePositive })
  @Max(MAX_INT, { message: Msg.tooLarge })
  @IsInt({ message: Msg.mustBeInteger })
  @QueryInt()
  pageNumber?: number;

  @IsOptional()
  @Min(1, { message: Msg.invalidPageSize })
  @Max(MAX_PAGE_SIZE, { message: Msg.invalidPageSize })
  @IsInt({ message: Msg.mustBeInteger })
  @QueryInt()
  pageSize?: number;

  @IsOptional()
  @MaxLength(200, { message: Msg.tooLong })
  @IsString({ message: Msg.mustBeText })
  searchTerm?: string;
}

/** Paging plus getAll (Category/List, ItemGroup/List). */
export class ListAllQueryDto extends PagingQueryDto {
  @IsOptional()
  @IsBoolean({ message: Msg.mustBeBoolean })
  @QueryBool()
  getAll?: boolean;

  @IsOptional()
  @Id()
  @QueryInt()
  categoryId?: number;
}

/** GET /Item/List. */
export class ItemListQueryDto extends ListAllQueryDto {
  @IsOptional()
  @MaxLength(200, { message: Msg.tooLong })
  @IsString({ message: Msg.mustBeText })
  SearchTerm?: string;

  @IsOptional()
  @Id()
  @QueryInt()
  customerId?: number;

  @IsOptional()
  @MaxLength(50, { each: true, message: Msg.tooLong })
  @IsString({ each: true, message: Msg.mustBeText })
  @IsArray({ message: Msg.mustBeList })
  @QueryList()
  ExcludeItemList?: string[];

  @IsOptional()
  @Id()
  @QueryInt()
  itemGroupId?: number;

  @IsOptional()
  @IsBoolean({ message: Msg.mustBeBoolean })
  @QueryBool()
  isAvailable?: boolean;

  @IsOptional()
  @IsBoolean({ message: Msg.mustBeBoolean })
  @QueryBool()
  isPriceChanged?: boolean;

  /** Administrator: only the items without a price in this price list. */
  @IsOptional()
  @Id()
  @QueryInt()
  missingPriceListId?: number;

  /** Administrator: each item's price in this price list. */
  @IsOptional()
  @Id()
  @QueryInt()
  priceListId?: number;

  /** Administrator: only the products of this status. */
  @IsOptional()
  @IsIn([...PRODUCT_STATUSES], { message: Msg.invalidValue })
  status?: ProductStatus;

  @IsOptional()
  @IsIn([...ITEM_ORDERS], { message: Msg.invalidValue })
  orderBy?: ItemOrder;
}

/** GET /Order/List. */
export class OrderListQueryDto extends PagingQueryDto {
  @IsOptional()
  @IsBoolean({ message: Msg.mustBeBoolean })
  @QueryBool()
  getAll?: boolean;

  @IsOptional()
  @Id()
  @QueryInt()
  userId?: number;

  /** Only the orders of this business customer. */
  @IsOptional()
  @Id()
  @QueryInt()
  customerId?: number;

  /** Only the orders placed on this day (YYYY-MM-DD, in Israel) or later. */
  @Explained('Only the orders placed on this day (YYYY-MM-DD, in Israel) or later.')
  @IsOptional()
  @Day()
  fromDate?: string;

  /** Only the orders placed on this day (YYYY-MM-DD, in Israel) or earlier. */
  @Explained('Only the orders placed on this day (YYYY-MM-DD, in Israel) or earlier.')
  @IsOptional()
  @Day()
  toDate?: string;

  /** Capability 'order-status': only the orders where they stand now. */
  @Explained(
    "Capability 'order-status' only: only the orders that stand at this status now. A provider without the capability refuses the parameter (400).",
  )
  @IsOptional()
  @IsIn([...ORDER_STATUSES], { message: Msg.invalidValue })
  status?: OrderStatus;
}

/** GET /Account/UsersByBusinessCustomer. */
export class UsersQueryDto extends PagingQueryDto {
  @IsOptional()
  @Id()
  @QueryInt()
  customerId?: number;
}

/** GET /Account/UserInfo: the token may come as a query parameter. */
export class UserInfoQueryDto {
  @IsOptional()
  @MaxLength(4096, { message: Msg.tooLong })
  @IsString({ message: Msg.mustBeText })
  token?: string;
}

/** GET /WebsiteConfiguration/GetByKey. */
export class SettingKeyQueryDto {
  @MaxLength(100, { message: Msg.tooLong })
  @IsString({ message: Msg.required })
  key!: string;
}
