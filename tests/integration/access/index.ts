import type { AccessTable } from './types';
import { academyAccess } from './academy';
import { accountAccess } from './account';
import { adminAccess } from './admin';
import { contentAccess } from './content';
import { formsAccess } from './forms';
import { gameAccess } from './game';
import { ordersAccess } from './orders';
import { shopAccess } from './shop';

export const accessTable: AccessTable = {
  ...shopAccess,
  ...contentAccess,
  ...formsAccess,
  ...ordersAccess,
  ...accountAccess,
  ...gameAccess,
  ...academyAccess,
  ...adminAccess,
};
