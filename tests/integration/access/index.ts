import type { AccessTable } from './types';
import { academyAccess } from './academy';
import { accountAccess } from './account';
import { adminAccess } from './admin';
import { blogAccess } from './blog';
import { contentAccess } from './content';
import { formsAccess } from './forms';
import { fundraiserAccess } from './fundraiser';
import { gameAccess } from './game';
import { ordersAccess } from './orders';
import { shopAccess } from './shop';

export const accessTable: AccessTable = {
  ...shopAccess,
  ...contentAccess,
  ...blogAccess,
  ...fundraiserAccess,
  ...formsAccess,
  ...ordersAccess,
  ...accountAccess,
  ...gameAccess,
  ...academyAccess,
  ...adminAccess,
};
