// The mock provider's test control API (MOCK_CONTROL=true): the body of POST /__mock/faults.
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Explained } from './decorators';
import { Msg } from './messages';

/** The methods a fault may be limited to. */
export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * A fault for the calls whose path starts with `path` (case-insensitive; '/api' before it is
 * optional): an error status in the envelope, extra latency, or a dropped connection, for the next
 * `times` calls (every one when left out).
 */
export class MockFaultDto {
  @IsOptional()
  @IsIn(FAULT_METHODS as unknown as string[], { message: Msg.invalidValue })
  method?: string;

  @Matches(/^\/[\x21-\x7e]*$/, { message: Msg.invalidValue })
  @MaxLength(200, { message: Msg.tooLong })
  @IsString({ message: Msg.mustBeText })
  path!: string;

  /** Required unless the fault adds latency or drops the connection: a fault that does nothing is a mistake in the test that sends it. */
  @Explained('The status of the error envelope the calls get. Required unless latencyMs (above 0) or drop: true is given.')
  @ValidateIf((o: MockFaultDto) => o.status !== undefined || (!o.latencyMs && o.drop !== true))
  @IsInt({ message: Msg.invalidValue })
  @Min(400, { message: Msg.invalidValue })
  @Max(599, { message: Msg.invalidValue })
  @IsDefined({ message: Msg.required })
  status?: number;

  @IsOptional()
  @IsInt({ message: Msg.invalidValue })
  @Min(0, { message: Msg.invalidValue })
  @Max(60_000, { message: Msg.invalidValue })
  latencyMs?: number;

  @IsOptional()
  @IsBoolean({ message: Msg.invalidValue })
  drop?: boolean;

  @IsOptional()
  @IsInt({ message: Msg.invalidValue })
  @Min(1, { message: Msg.invalidValue })
  @Max(1_000_000, { message: Msg.invalidValue })
  times?: number;
}

/** The longest the provider's clock may be set ahead: 60 days. */
export const MAX_CLOCK_AHEAD_MINUTES = 60 * 24 * 60;

/** POST /__mock/clock: how far ahead of the real time the provider's clock runs (0 puts it back). */
export class MockClockDto {
  @IsInt({ message: Msg.invalidValue })
  @Min(0, { message: Msg.invalidValue })
  @Max(MAX_CLOCK_AHEAD_MINUTES, { message: Msg.invalidValue })
  @IsDefined({ message: Msg.required })
  aheadMinutes!: number;
}
