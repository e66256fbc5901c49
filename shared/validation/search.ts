// The storefront server's own search calls (server/search): what a query or a look-up may ask.
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Id, QueryInt, RequiredText } from './decorators';
import { MAX_INT, Msg } from './messages';

/** The longest search term (as Item/List's SearchTerm). */
export const MAX_SEARCH_TERM = 200;
/** The most results a page of a search holds. */
export const MAX_SEARCH_PAGE_SIZE = 100;
/** The most codes, and the most names, one look-up asks for (quick order's longest list). */
export const MAX_LOOKUP_ENTRIES = 1000;
/** The longest code a look-up asks for. */
export const MAX_LOOKUP_CODE = 100;

/** GET /Search/Closest: a term that found nothing. */
export class SearchTermQueryDto {
  @RequiredText(MAX_SEARCH_TERM)
  term!: string;
}

/** GET /Search/Items: a term, a page, and the category or item group it is searched within. */
export class SearchItemsQueryDto extends SearchTermQueryDto {
  @IsOptional()
  @Min(1, { message: Msg.mustBePositive })
  @Max(MAX_INT, { message: Msg.tooLarge })
  @IsInt({ message: Msg.mustBeInteger })
  @QueryInt()
  pageNumber?: number;

  @IsOptional()
  @Min(1, { message: Msg.invalidPageSize })
  @Max(MAX_SEARCH_PAGE_SIZE, { message: Msg.invalidPageSize })
  @IsInt({ message: Msg.mustBeInteger })
  @QueryInt()
  pageSize?: number;

  @IsOptional()
  @Id()
  @QueryInt()
  categoryId?: number;

  @IsOptional()
  @Id()
  @QueryInt()
  itemGroupId?: number;
}

/** POST /Search/Lookup: the codes and the product names of a list (quick order), looked up at once. */
export class SearchLookupDto {
  @IsOptional()
  @MaxLength(MAX_LOOKUP_CODE, { each: true, message: Msg.tooLong })
  @IsString({ each: true, message: Msg.mustBeText })
  @ArrayMaxSize(MAX_LOOKUP_ENTRIES, { message: Msg.tooMany })
  @IsArray({ message: Msg.mustBeList })
  codes?: string[];

  @IsOptional()
  @MaxLength(MAX_SEARCH_TERM, { each: true, message: Msg.tooLong })
  @IsString({ each: true, message: Msg.mustBeText })
  @ArrayMaxSize(MAX_LOOKUP_ENTRIES, { message: Msg.tooMany })
  @IsArray({ message: Msg.mustBeList })
  names?: string[];
}
