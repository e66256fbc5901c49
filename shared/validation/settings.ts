// Site settings bodies.
import { IsIn, IsString, MaxLength, ValidateBy } from 'class-validator';
import { SETTING_KEYS } from '../contract/settings';
import { ratePercent } from '../rules/settings';
import { JsonObjectText } from './decorators';
import { MAX_LONG_TEXT, Msg } from './messages';

/** POST /WebsiteConfiguration/AddOrUpdate and the settings form: a known key and a JSON value. */
export class SiteSettingDto {
  @IsIn(SETTING_KEYS as string[], { message: Msg.selectSettingType })
  key!: string;

  @RatePercentValue()
  @MaxLength(MAX_LONG_TEXT * 4, { message: Msg.tooLong })
  @JsonObjectText()
  value!: string;
}

/** The settings whose value is a percentage, {Discount: n}: VAT and the site-wide discount. */
export const RATE_SETTING_KEYS = ['VatPercent', 'Discount', 'SiteDiscount'] as const;

/**
 * A rate setting's value holds a percentage from 0 to 100 (at most two decimals); the Discount
 * below 100 (a discount of everything would sell for nothing). Other keys and non-JSON pass here
 * (JsonObjectText reports those).
 */
function RatePercentValue(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'ratePercentValue',
      validator: {
        validate: (value, args) => {
          const key = (args?.object as { key?: unknown }).key;
          if (!(RATE_SETTING_KEYS as readonly unknown[]).includes(key) || typeof value !== 'string') return true;
          let parsed: unknown;
          try {
            parsed = JSON.parse(value);
          } catch {
            return true;
          }
          const percent = ratePercent(parsed);
          return percent !== null && (key !== 'Discount' || percent < 100);
        },
      },
    },
    { message: Msg.invalidPercent },
  );
}

/** POST /WebsiteConfiguration/Delete: the key to delete. */
export class SiteSettingDeleteDto {
  @IsIn(SETTING_KEYS as string[], { message: Msg.selectSettingType })
  @IsString({ message: Msg.selectSettingType })
  key!: string;
}
