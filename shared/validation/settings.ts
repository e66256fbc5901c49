// Site settings bodies.
import { IsIn, IsString, MaxLength } from 'class-validator';
import { SETTING_KEYS } from '../contract/settings';
import { JsonObjectText } from './decorators';
import { MAX_LONG_TEXT, Msg } from './messages';

/** POST /WebsiteConfiguration/AddOrUpdate and the settings form: a known key and a JSON value. */
export class SiteSettingDto {
  @IsIn(SETTING_KEYS as string[], { message: Msg.selectSettingType })
  key!: string;

  @MaxLength(MAX_LONG_TEXT * 4, { message: Msg.tooLong })
  @JsonObjectText()
  value!: string;
}

/** POST /WebsiteConfiguration/Delete: the key to delete. */
export class SiteSettingDeleteDto {
  @IsIn(SETTING_KEYS as string[], { message: Msg.selectSettingType })
  @IsString({ message: Msg.selectSettingType })
  key!: string;
}
